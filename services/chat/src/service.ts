import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createPresence, createServiceApp, createStoreOwners, mountPlannedCalls, startOutboxRelay, type App, type ServiceDeps } from '@haat/server-kit';
import { chatLimitsSchema } from './config.ts';
import type { ChatContext } from './context.ts';
import type { ChatDatabase } from './database.ts';
import { mountBlockRoutes } from './blocks/index.ts';
import { mountConversationRoutes } from './conversations/index.ts';
import { createParticipants } from './conversations/participants.ts';
import { createUnreadTotals } from './conversations/unread-totals.ts';
import { seedDemoConversation } from './demo/demo-conversation.ts';
import { mountMessageRoutes } from './messages/index.ts';
import { createMessageRateLimit } from './messages/message-rate-limit.ts';
import { serveSocketCalls } from './realtime/serve-socket-calls.ts';

export const SCHEMA = 'chat';

/**
 * Conversations between buyers and stores, their messages and the stores' blocks. Messages are
 * stored, then pushed over NATS to the gateways holding the participants' sockets; the gateways
 * also hand over what sockets send. A recipient with no socket open gets a notification through
 * the outbox (`chat.message_sent`).
 */
export async function buildChatService(deps: ServiceDeps): Promise<App> {
  const { config, logger, nc, js, subjects } = deps;
  const limits = chatLimitsSchema.parse(config); // the defaults where a caller (a test) did not say
  const db = deps.db as Kysely<ChatDatabase>;
  const relay = startOutboxRelay({ db, js, subjects, logger });
  deps.onStop(() => relay.stop());

  const ctx: ChatContext = {
    db, nc, subjects, logger, relay,
    verifyToken: deps.verifyToken,
    storeOwners: createStoreOwners(nc, subjects),
    presence: createPresence(deps.redis, { prefix: config.HAAT_PREFIX }),
    participants: createParticipants(db),
    unreadTotals: createUnreadTotals(db, deps.redis, { prefix: config.HAAT_PREFIX, logger }),
    messageRateLimit: createMessageRateLimit(deps.redis, {
      prefix: config.HAAT_PREFIX, points: limits.CHAT_MESSAGE_RATE_POINTS, windowSeconds: limits.CHAT_MESSAGE_RATE_WINDOW_SECONDS,
    }),
  };
  const socketCalls = serveSocketCalls(ctx);
  deps.onStop(() => socketCalls.unsubscribe());
  if (config.HAAT_DEMO_DATA === 'on') await seedDemoConversation(ctx); // the demo buyer and seller have a conversation to open

  const app = createServiceApp({ name: 'chat', logger, health: () => sql`SELECT 1`.execute(db).then(() => true, () => false) });
  mountBlockRoutes(app, ctx); // first: its fixed `/api/chats/blocked-users` before the conversations' `/api/chats/:id`
  mountConversationRoutes(app, ctx);
  mountMessageRoutes(app, ctx);
  mountPlannedCalls(app, 'chat');
  return app;
}
