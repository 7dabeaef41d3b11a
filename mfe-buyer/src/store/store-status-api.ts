import { api } from '@haat/web-kit';

export type LiveStatus = { isOpen: boolean; isOperational: boolean; timestamp: string };

/** GET /stores/:id/live-status → `{ success, data: { isOpen, isOperational, timestamp } }`. */
export async function fetchLiveStatus(storeId: string, signal?: AbortSignal): Promise<LiveStatus> {
  const reply = await api.get<{ data: LiveStatus }>(`/stores/${encodeURIComponent(storeId)}/live-status`, { signal, retry: false });
  return reply.data;
}
