import type { Translate } from '@haat/web-kit';
import type messages from './messages.json';

/** The limits of POST /admin/broadcasts (contracts' adminBroadcastBodySchema). */
export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 1000;

export type BroadcastDraft = { city: string; title: string; message: string };

/** What stops the draft from being sent, field by field (the server's words, ADMIN_TEXTS among them, in the language shown); empty when it can go. */
export function broadcastProblems(draft: BroadcastDraft, t: Translate<typeof messages>): Partial<Record<keyof BroadcastDraft, string>> {
  const problems: Partial<Record<keyof BroadcastDraft, string>> = {};
  if (draft.city.trim() === '') problems.city = t('broadcast.cityRequired');
  if (draft.title.trim() === '') problems.title = t('broadcast.titleRequired');
  else if (draft.title.trim().length > BROADCAST_TITLE_MAX) problems.title = t('broadcast.titleTooLong', { max: BROADCAST_TITLE_MAX });
  if (draft.message.trim() === '') problems.message = t('broadcast.messageRequired');
  else if (draft.message.trim().length > BROADCAST_MESSAGE_MAX) problems.message = t('broadcast.messageTooLong', { max: BROADCAST_MESSAGE_MAX });
  return problems;
}
