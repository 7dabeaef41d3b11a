import { randomBytes } from 'node:crypto';
import { DELIVERY_TEXTS, INVITE_VALID_DAYS, type DeliveryInvitation } from '@haat/contracts';
import { badRequest, conflict, notFound } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';
import type { MembershipRow } from './delivery-partners.table.ts';
import { findMembershipByCode } from './delivery-partner-repository.ts';

/**
 * A new invitation code: 72 random bits as 12 URL-safe characters, far beyond guessing through the
 * rate limits. The column's unique rule guards the collision that will not happen.
 */
export const newInviteCode = (): string => randomBytes(9).toString('base64url');

export const inviteExpiry = (from = new Date()): Date => new Date(from.getTime() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000);

/** The page the seller shares with the rider. */
export const invitePathOf = (code: string): string => `/delivery-partners?invite=${encodeURIComponent(code)}`;

/** A fresh code and expiry for a membership still waiting for its rider. */
export const freshInvite = () => ({ invite_code: newInviteCode(), invite_expires_at: inviteExpiry() });

export function invitationState(row: MembershipRow, now = new Date()): DeliveryInvitation['state'] {
  if (row.user_id !== null) return 'accepted';
  return row.invite_expires_at !== null && row.invite_expires_at > now ? 'pending' : 'expired';
}

/**
 * Why `userId` may not take this invitation, as the error to answer, or null when they may. A rider
 * already holding it hears they are a member; anyone else that it was used.
 */
export function refusalOf(row: MembershipRow, userId: string | null, now = new Date()): Error | null {
  if (row.user_id !== null) return row.user_id === userId ? conflict(DELIVERY_TEXTS.alreadyMember) : conflict(DELIVERY_TEXTS.invitationUsed);
  if (invitationState(row, now) === 'expired') return badRequest(DELIVERY_TEXTS.invitationExpired);
  return null;
}

/** What a code can look like (base64url); anything else is not looked up. */
const CODE_SHAPE = /^[\w-]{1,64}$/;

/** The membership of a code; 404 with the invitation text when there is none. */
export async function invitationOf(db: OrderDb, code: string): Promise<MembershipRow> {
  const row = CODE_SHAPE.test(code) ? await findMembershipByCode(db, code) : undefined;
  if (!row) throw notFound(DELIVERY_TEXTS.invitationNotFound);
  return row;
}
