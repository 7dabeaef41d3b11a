import { api } from '@haat/web-kit';

export type LiveStatus = { isOpen: boolean; isOperational: boolean; timestamp: string };

/** GET /stores/:id/live-status → `{ success, data: { isOpen, isOperational, timestamp } }`. */
const liveStatusPath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/live-status`;

export async function fetchLiveStatus(storeId: string, signal?: AbortSignal): Promise<LiveStatus> {
  const reply = await api.get<{ data: LiveStatus }>(liveStatusPath(storeId), { signal, retry: false });
  return reply.data;
}

/** The live status the store or product page was served with, once, or undefined. */
export const writtenLiveStatus = (storeId: string): LiveStatus | undefined => api.written<{ data: LiveStatus }>(liveStatusPath(storeId))?.data;
