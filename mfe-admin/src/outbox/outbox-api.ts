import { api } from '@haat/web-kit';
import type { DevOutboxMessage } from '@haat/contracts';
import { readDevOutboxMessages } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';

export const OUTBOX_LIMIT = 100;

/** GET /verification/dev-outbox?recipient=&limit=: newest first; 404 where messages go to real providers. */
export async function fetchDevOutbox(recipient: string, signal?: AbortSignal): Promise<DevOutboxMessage[]> {
  const reply = await api.get<unknown>('/verification/dev-outbox', { query: { recipient, limit: OUTBOX_LIMIT }, signal, retry: false });
  return readDevOutboxMessages(replyData(reply));
}
