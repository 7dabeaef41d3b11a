import { API_BASE } from '../api-client/index.ts';

/** Spec §4: checking, connected, disconnected, error. */
export type BackendStatus = 'checking' | 'connected' | 'disconnected' | 'error';

/** Spec §7: GET /ping with a 5 s time-out; healthy when the status is 200. */
const PING_TIMEOUT_MS = 5000;

/**
 * What one ping says: 200 → connected; no reply (refused, time-out) → disconnected; any other
 * reply → error (something answered, but not a healthy backend).
 */
export const backendStatusOf = (httpStatus: number | null): BackendStatus =>
  httpStatus === 200 ? 'connected' : httpStatus === null ? 'disconnected' : 'error';

/** The 'Backend Server Not Running' banner shows for every unhealthy answer, never while checking. */
export const showsBackendDown = (status: BackendStatus): boolean => status === 'disconnected' || status === 'error';

/** The chat warning needs a reachable backend and a failed socket (spec §4). */
export const showsChatUnavailable = (status: BackendStatus, socketFailed: boolean): boolean => status === 'connected' && socketFailed;

export async function pingBackend(): Promise<BackendStatus> {
  try {
    const response = await fetch(`${API_BASE}/ping`, { signal: AbortSignal.timeout(PING_TIMEOUT_MS), cache: 'no-store' });
    return backendStatusOf(response.status);
  } catch {
    return backendStatusOf(null);
  }
}
