import { z } from 'zod';
import {
  broadcastLiveReplySchema, storeAudienceReplySchema, type StoreAudienceRequest, type Subjects,
} from '@haat/contracts';
import { requestRpc, serviceUnavailable, type NatsConnection } from '@haat/server-kit';
import type { FanoutPhase } from './broadcast-fanouts.table.ts';

const TIMEOUT_MS = 10_000;

export type AudiencePage = { userIds: string[]; nextCursor: string | null };

/** Where a store's audience comes from, a page at a time; tests swap in a failing one. */
export type StoreAudience = {
  page(phase: Exclude<FanoutPhase, 'done'>, request: StoreAudienceRequest): Promise<AudiencePage>;
  /** Whether the broadcast is still on (asked once, before a fan-out starts). */
  isLive(broadcastId: string): Promise<boolean>;
};

async function ask<S extends z.ZodType>(nc: NatsConnection, subject: string, payload: unknown, schema: S, what: string): Promise<z.infer<S>> {
  const raw = await requestRpc<unknown>(nc, subject, payload, { timeoutMs: TIMEOUT_MS, what });
  const reply = schema.safeParse(raw);
  // Silence, an unreadable or a failed reply: the job fails and BullMQ retries it later.
  if (!reply.success || !(reply.data as { ok: boolean }).ok) throw serviceUnavailable(`${what} could not answer`, JSON.stringify(raw));
  return reply.data;
}

/** The buyers of a store from the order service, its wishlisters from the catalog, over NATS request-reply. */
export function natsStoreAudience(nc: NatsConnection, subjects: Subjects): StoreAudience {
  return {
    async page(phase, request) {
      const subject = phase === 'buyers' ? subjects.rpc.storeBuyers : subjects.rpc.storeWishlisters;
      const reply = await ask(nc, subject, request, storeAudienceReplySchema, phase === 'buyers' ? 'The order service' : 'The catalog');
      return reply.ok ? { userIds: reply.userIds, nextCursor: reply.nextCursor } : { userIds: [], nextCursor: null };
    },
    async isLive(broadcastId) {
      const reply = await ask(nc, subjects.rpc.broadcastLive, { broadcastId }, broadcastLiveReplySchema, 'The catalog');
      return reply.ok && reply.live;
    },
  };
}
