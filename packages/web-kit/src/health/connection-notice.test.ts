import { describe, expect, it } from 'vitest';
import { backendStatusOnReconnect, connectionNotice } from './connection-notice.ts';
import { backendStatusOf, type BackendStatus } from './backend-status.ts';

const statuses: BackendStatus[] = ['checking', 'connected', 'disconnected', 'error'];

describe('connection notice', () => {
  it("says 'You are offline' without a network, never 'Backend Server Not Running'", () => {
    for (const backend of statuses) {
      expect(connectionNotice({ online: false, backend, socketFailed: false })).toBe('offline');
      expect(connectionNotice({ online: false, backend, socketFailed: true })).toBe('offline');
    }
  });

  it('keeps the backend banner for a network that is up and a backend that does not answer or answers badly', () => {
    expect(connectionNotice({ online: true, backend: backendStatusOf(null), socketFailed: false })).toBe('backend-down');
    expect(connectionNotice({ online: true, backend: backendStatusOf(502), socketFailed: false })).toBe('backend-down');
    expect(connectionNotice({ online: true, backend: backendStatusOf(200), socketFailed: false })).toBe('none');
    expect(connectionNotice({ online: true, backend: 'checking', socketFailed: false })).toBe('none');
  });

  it('warns about chat only on a healthy backend with a failed socket', () => {
    expect(connectionNotice({ online: true, backend: 'connected', socketFailed: true })).toBe('chat-unavailable');
    expect(connectionNotice({ online: true, backend: 'disconnected', socketFailed: true })).toBe('backend-down');
  });

  it('shows nothing the moment the network is back, until the ping sent then answers', () => {
    // Offline, the pings failed: the last status was 'disconnected'.
    expect(connectionNotice({ online: false, backend: 'disconnected', socketFailed: false })).toBe('offline');
    // Back online: the stale 'disconnected' is dropped, so no 'Backend Server Not Running' flashes.
    expect(connectionNotice({ online: true, backend: backendStatusOnReconnect(), socketFailed: false })).toBe('none');
  });
});
