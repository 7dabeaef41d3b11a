import { createServiceApp, mountPlannedCalls, type App, type ServiceDeps } from '@haat/server-kit';

export const SCHEMA = 'moderation';

/**
 * Reports and moderation actions. Its calls arrive with the moderation issue; until then they answer 501.
 * Each call lands as in the other services: `src/<feature>/index.ts` mounts it, its handler is
 * `src/<feature>/routes/<verb-noun>.ts`, and the handlers' context is `src/context.ts`.
 */
export async function buildModerationService(deps: ServiceDeps): Promise<App> {
  const app = createServiceApp({ name: 'moderation', logger: deps.logger });
  mountPlannedCalls(app, 'moderation');
  return app;
}
