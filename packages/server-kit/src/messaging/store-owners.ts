import type { StoreOwnerReply, Subjects } from '@haat/contracts';
import { AppError } from '../errors/index.ts';
import type { NatsConnection } from './nats.ts';
import { requestRpc } from './rpc.ts';
import { keptAnswers } from './kept-answers.ts';

export type StoreOwner = Extract<StoreOwnerReply, { ok: true }>;
export type StoreOwners = { of(storeId: string): Promise<StoreOwner> };

// A store's owner never changes (there is no transfer), so services ask the catalog once a minute
// per store instead of on every request. A store deleted meanwhile is still its owner's for at most
// that minute.
const OWNER_TTL_MS = 60_000;

/**
 * A store's owner and name, asked of the catalog over NATS: concurrent asks for one store share a
 * request, answers are kept a minute (failures never); the catalog's refusal (404) keeps its status.
 */
export function createStoreOwners(nc: NatsConnection, subjects: Subjects, { what = 'The catalog service' } = {}): StoreOwners {
  const of = keptAnswers(async (storeId: string): Promise<StoreOwner> => {
    const reply = await requestRpc<StoreOwnerReply>(nc, subjects.rpc.storeOwner, { storeId }, { what });
    if (!reply.ok) throw new AppError(reply.status, reply.error, reply.message);
    return reply;
  }, { ttlMs: OWNER_TTL_MS });
  return { of };
}
