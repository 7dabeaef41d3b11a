import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import type { Logger, NatsConnection, OutboxRelay, Presence, StoreOwners, TokenVerifier } from '@haat/server-kit';
import type { ChatDatabase } from './database.ts';
import type { ParticipantsDirectory } from './conversations/participants.ts';
import type { UnreadTotals } from './conversations/unread-totals.ts';
import type { MessageRateLimit } from './messages/message-rate-limit.ts';

/** What the chat service's handlers and NATS endpoints need, passed down once from `buildChatService`. */
export type ChatContext = {
  db: Kysely<ChatDatabase>;
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
  verifyToken: TokenVerifier;
  storeOwners: StoreOwners;
  presence: Presence;
  relay: OutboxRelay;
  messageRateLimit: MessageRateLimit;
  participants: ParticipantsDirectory;
  unreadTotals: UnreadTotals;
};
