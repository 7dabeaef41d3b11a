import { api } from '@haat/web-kit';
import type { ApiSuccess } from '@haat/contracts';

/** One message the development adapter kept instead of sending (identity's outbox_messages; no contract type: a development tool). */
export type DevOutboxMessage = { id: string; channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string; createdAt: string };

export const OUTBOX_LIMIT = 100;

/** GET /verification/dev-outbox?recipient=&limit=: newest first; 404 where messages go to real providers. */
export async function fetchDevOutbox(recipient: string, signal?: AbortSignal): Promise<DevOutboxMessage[]> {
  const reply = await api.get<ApiSuccess<DevOutboxMessage[]>>('/verification/dev-outbox', { query: { recipient, limit: OUTBOX_LIMIT }, signal, retry: false });
  return Array.isArray(reply.data) ? reply.data : [];
}
