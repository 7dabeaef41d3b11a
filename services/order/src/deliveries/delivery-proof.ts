import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  DELIVERY_CODE_LENGTH, DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_ATTEMPTS, DELIVERY_TEXTS, LEFT_AT_DOOR, toPaise,
  type updateDeliveryStatusBodySchema,
} from '@haat/contracts';
import { AppError, badRequest } from '@haat/server-kit';
import type { CatalogClient } from '../checkout/catalog-client.ts';
import type { OrderRow } from '../orders/orders.table.ts';
import type { OrderDeliveryRow } from './order-deliveries.table.ts';

export type DeliveryStatusBody = z.infer<typeof updateDeliveryStatusBodySchema>;

/** A new buyer's code: 4 random digits, leading zeros kept. */
export const newDeliveryCode = (): string => String(randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, '0');

/** How a Delivered is proven, once its body passed `deliveredProof`. */
export type DeliveredProof = {
  /** The buyer's code was typed (it still has to match); otherwise a photo with a reason. */
  code: string | null;
  codCollectedPaise: number | null;
  needsReview: boolean;
};

/**
 * What a Delivered body must carry: the buyer's code, or a photo and why there is no code; for cash
 * on delivery the cash collected, and never 'left at the door'. A delivery by photo, or with cash
 * other than the order's total, is flagged for the seller. A code sent with a photo is the proof used.
 */
export function deliveredProof(body: DeliveryStatusBody, delivery: OrderDeliveryRow, order: OrderRow): DeliveredProof {
  const code = body.deliveryCode ?? null;
  if (code === null && body.proofPhoto === undefined) throw badRequest(DELIVERY_TEXTS.codeOrProofRequired);
  if (code === null && body.proofReason === undefined) throw badRequest(DELIVERY_TEXTS.proofReasonRequired);
  if (!delivery.cash_on_delivery) return { code, codCollectedPaise: null, needsReview: code === null };
  if (body.codAmountCollected === undefined) throw badRequest(DELIVERY_TEXTS.codAmountRequired);
  if (body.proofReason === LEFT_AT_DOOR) throw badRequest(DELIVERY_TEXTS.leftAtDoorNotForCod);
  const codCollectedPaise = toPaise(body.codAmountCollected);
  return { code, codCollectedPaise, needsReview: code === null || codCollectedPaise !== Number(order.total_price_paise) };
}

/** The unique rule that keeps one photo to one delivery (migration 2026-12-07-36). */
export const PROOF_PHOTO_KEY = 'order_deliveries_proof_photo_key';

/**
 * A proof photo must be the rider's own: a photo they uploaded with the 'delivery' preset, as the
 * catalog (which stores images) knows it. Any other image, or a key naming none, is a 400.
 */
export async function checkProofPhotoIsOwn(catalog: CatalogClient, url: string, riderId: string): Promise<void> {
  const key = url.slice(url.lastIndexOf('/') + 1);
  if (!(await catalog.isRidersDeliveryPhoto(key, riderId))) throw badRequest(DELIVERY_TEXTS.proofPhotoNotYours);
}

/**
 * Code entry is locked: 423 with how long until it opens again. Not 429: the web client waits out
 * a 429's Retry-After and asks again, which would hold the rider's screen for 15 minutes.
 */
export function codeLocked(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(423, DELIVERY_TEXTS.codeLocked, DELIVERY_TEXTS.codeLocked, { 'Retry-After': String(seconds) });
}

/**
 * The buyer's code checked against the delivery's. Right: null. Wrong: the attempts and lock to
 * record (committed before the rider is told), the last allowed wrong one locking code entry.
 */
export function wrongCodeRecord(delivery: OrderDeliveryRow, code: string, now: Date): { code_attempts: number; code_locked_until: Date | null } | null {
  if (delivery.delivery_code !== null && code === delivery.delivery_code) return null;
  const attempts = delivery.code_attempts + 1;
  if (attempts < DELIVERY_CODE_MAX_ATTEMPTS) return { code_attempts: attempts, code_locked_until: null };
  // Locked: once the lock passes, the rider has a fresh set of tries.
  return { code_attempts: 0, code_locked_until: new Date(now.getTime() + DELIVERY_CODE_LOCK_MINUTES * 60_000) };
}
