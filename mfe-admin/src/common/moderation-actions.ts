import { api } from '@haat/web-kit';
import type { ModerationAction } from '@haat/contracts';
import { readModerationAction } from '@haat/contracts/moderation-reply';
import { replyData } from '@haat/contracts/reply-fields';
import type { ModerationActionName } from '@haat/contracts/moderation-rules';

// What each action does is said in the confirmation dialog (labels.ts's ACTION_EFFECT)./** Actions that take something away: their button is red. */
export const isTakedown = (action: ModerationActionName): boolean =>
  action === 'hide_review' || action === 'deactivate_broadcast' || action === 'close_store' || action === 'ban_user';

export type TakeActionBody = { action: ModerationActionName; targetId: string; reason: string; reportId?: string };

/**
 * POST /api/moderation/actions: the decision is recorded and audited at once; the owning service
 * applies it from the event moments later. Not retried: a second try would answer 409.
 */
export async function takeModerationAction(body: TakeActionBody): Promise<ModerationAction> {
  const reply = await api.post<unknown>('/moderation/actions', body, { retry: false });
  return readModerationAction(replyData(reply));
}
