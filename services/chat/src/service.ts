import { createServiceApp, mountPlannedCalls, type App, type ServiceDeps } from '@haat/server-kit';

export const SCHEMA = 'chat';

/**
 * Conversations, messages and blocks. Its calls arrive with the chat issue; until then they answer 501.
 * Each call lands as in the other services: `src/<feature>/index.ts` mounts it, its handler is
 * `src/<feature>/routes/<verb-noun>.ts`, and the handlers' context is `src/context.ts`.
 */
export async function buildChatService(deps: ServiceDeps): Promise<App> {
  const app = createServiceApp({ name: 'chat', logger: deps.logger });
  mountPlannedCalls(app, 'chat');
  return app;
}
