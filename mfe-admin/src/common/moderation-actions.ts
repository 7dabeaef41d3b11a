import { api } from '@haat/web-kit';
import type { ModerationAction } from '@haat/contracts';
import { readModerationAction } from '@haat/contracts/moderation-reply';
import { replyData } from '@haat/contracts/reply-fields';
import type { ModerationActionName } from '@haat/contracts/moderation-rules';

/** What each action does, said in the confirmation dialog before the admin gives the reason. */
export const ACTION_EFFECTS: Record<ModerationActionName, string> = {
  hide_review: 'The review disappears from the store page. It can be restored later.',
  restore_review: 'The review shows on the store page again.',
  deactivate_broadcast: 'The offer stops showing to buyers. The seller is told what was done and why.',
  close_store: 'The store is taken off the marketplace: hidden from buyers, and it takes no orders. The seller is told what was done and why.',
  reopen_store: 'The store is back on the marketplace for buyers. The seller is told.',
  ban_user: 'The account is signed out at once and cannot sign in until it is unbanned.',
  unban_user: 'The account can sign in and use Haat again.',
  warn_user: 'Nothing is taken down: they are sent a warning with your reason, which they see in their notifications.',
};

/** Actions that take something away: their button is red. */
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
