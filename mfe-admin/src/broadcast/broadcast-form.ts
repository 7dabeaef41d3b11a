import { ADMIN_TEXTS } from '@haat/contracts/admin-rules';

/** The limits of POST /admin/broadcasts (contracts' adminBroadcastBodySchema). */
export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 1000;

export type BroadcastDraft = { city: string; title: string; message: string };

/** What stops the draft from being sent, field by field (the server's words); empty when it can go. */
export function broadcastProblems(draft: BroadcastDraft): Partial<Record<keyof BroadcastDraft, string>> {
  const problems: Partial<Record<keyof BroadcastDraft, string>> = {};
  if (draft.city.trim() === '') problems.city = ADMIN_TEXTS.broadcastCityRequired;
  if (draft.title.trim() === '') problems.title = 'Title is required';
  else if (draft.title.trim().length > BROADCAST_TITLE_MAX) problems.title = `Title must be at most ${BROADCAST_TITLE_MAX} characters`;
  if (draft.message.trim() === '') problems.message = 'Message is required';
  else if (draft.message.trim().length > BROADCAST_MESSAGE_MAX) problems.message = `Message must be at most ${BROADCAST_MESSAGE_MAX} characters`;
  return problems;
}
