import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_CONNECTED_EVENT, SOCKET_FAILED_EVENT, SOCKET_FAILED_KEY, socketClosed, socketConnected, socketConnectFailed, socketDisconnected, socketOpening,
  useSocketStatus,
} from './socket-status.ts';

const stored = new Map<string, string>();
const heard: string[] = [];

beforeEach(() => {
  stored.clear();
  heard.length = 0;
  const page = new EventTarget();
  for (const name of [SOCKET_FAILED_EVENT, SOCKET_CONNECTED_EVENT]) page.addEventListener(name, () => heard.push(name));
  vi.stubGlobal('window', page);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  socketClosed();
});
afterEach(() => vi.unstubAllGlobals());

describe('socket status', () => {
  it('flags the failure on the third failed attempt in a row, once, and a connect clears it', () => {
    socketOpening();
    socketConnectFailed();
    socketConnectFailed();
    expect(useSocketStatus.getState()).toMatchObject({ connection: 'connecting', failed: false, attempts: 2 });
    expect(stored.has(SOCKET_FAILED_KEY)).toBe(false);
    socketConnectFailed();
    socketConnectFailed();
    expect(useSocketStatus.getState()).toMatchObject({ failed: true, attempts: 4 });
    expect(stored.get(SOCKET_FAILED_KEY)).toBe('true');
    expect(heard).toEqual([SOCKET_FAILED_EVENT]);

    socketConnected();
    expect(useSocketStatus.getState()).toMatchObject({ connection: 'connected', failed: false, attempts: 0, connects: expect.any(Number) });
    expect(stored.has(SOCKET_FAILED_KEY)).toBe(false);
    expect(heard).toEqual([SOCKET_FAILED_EVENT, SOCKET_CONNECTED_EVENT]);
  });

  it('counts connects, so a drop and reconnect is seen; attempts start again after a connect', () => {
    socketOpening();
    socketConnected();
    const first = useSocketStatus.getState().connects;
    socketDisconnected();
    expect(useSocketStatus.getState().connection).toBe('reconnecting');
    socketConnectFailed();
    socketConnectFailed();
    socketConnected();
    expect(useSocketStatus.getState().connects).toBe(first + 1);
    socketConnectFailed();
    socketConnectFailed();
    expect(useSocketStatus.getState().failed).toBe(false);
  });

  it('keeps a failure stored by an earlier visit until the socket connects, and forgets it when the socket is closed', () => {
    stored.set(SOCKET_FAILED_KEY, 'true');
    socketOpening();
    expect(useSocketStatus.getState().failed).toBe(true);
    socketClosed();
    expect(useSocketStatus.getState()).toMatchObject({ connection: 'off', failed: false });
    expect(stored.has(SOCKET_FAILED_KEY)).toBe(false);
  });
});
