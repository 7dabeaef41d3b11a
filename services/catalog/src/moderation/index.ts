import type { EventEnvelope } from '@haat/contracts';
import { consumeEvents } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { applyModerationAction, MODERATION_CONSUMER } from './apply-moderation-action.ts';

export { assertNotClosedByAdmin, assertNotDeactivatedByAdmin } from './admin-holds.ts';
export { MODERATION_CONSUMER } from './apply-moderation-action.ts';

/**
 * The admin team's actions on reviews, offers and stores (`moderation.action_taken`, durable): an
 * action taken while the catalog was down waits in the stream and is applied once it is back.
 */
export async function consumeModerationActions(ctx: CatalogContext): Promise<{ stop(): Promise<void> }> {
  return consumeEvents({
    nc: ctx.nc, subjects: ctx.subjects, durable: MODERATION_CONSUMER, types: ['moderation.action_taken'], logger: ctx.logger,
    handle: async (envelope) => {
      const event = envelope as EventEnvelope<'moderation.action_taken'>;
      if (await applyModerationAction(ctx, event)) ctx.logger.info({ action: event.payload.action, eventId: event.id }, 'moderation action applied');
    },
  });
}
