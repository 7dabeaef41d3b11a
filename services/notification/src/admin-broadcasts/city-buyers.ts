import { storeAudienceReplySchema, type Subjects } from '@haat/contracts';
import { requestRpc, serviceUnavailable, type NatsConnection } from '@haat/server-kit';

const TIMEOUT_MS = 10_000;

export type CityBuyersPage = { userIds: string[]; nextCursor: string | null };

/** Where a city's buyers come from, a page at a time. */
export type CityBuyers = { page(request: { city: string; after: string | null; limit: number }): Promise<CityBuyersPage> };

/** The buyers of a city from identity (rpc.identity.city-buyers); silence or a refusal fails the job, which BullMQ retries later. */
export function natsCityBuyers(nc: NatsConnection, subjects: Subjects): CityBuyers {
  return {
    async page(request) {
      const raw = await requestRpc<unknown>(nc, subjects.rpc.cityBuyers, request, { timeoutMs: TIMEOUT_MS, what: 'The identity service' });
      const reply = storeAudienceReplySchema.safeParse(raw);
      if (!reply.success || !reply.data.ok) throw serviceUnavailable('The identity service could not answer', JSON.stringify(raw));
      return { userIds: reply.data.userIds, nextCursor: reply.data.nextCursor };
    },
  };
}
