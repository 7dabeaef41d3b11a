import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Server } from 'socket.io';
import { SESSION_ENDED_SOCKET_EVENT, type SessionEndedSocketEvent } from '@haat/contracts/chat-rules';
import { configureApiAuth } from '../api-client/api-client.ts';
import { acquirePageSocket } from './page-socket.ts';

const SESSION_ENDED: SessionEndedSocketEvent = { status: 401, error: 'Not authorized, token revoked', message: 'Your session has ended. Please log in again.' };
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's answer to GET /api/auth/me, by the token it is asked with. */
function meAnswers(answer: (authorization: string | undefined) => Response) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => answer((init.headers as Record<string, string>).Authorization));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Issue 36: when the gateway closes the page socket because its session ended, the page signs out
 * the way an API 401 (or a ban) does. A real socket.io server stands in for the gateway and tells
 * each socket that connects that its session ended; the API's answers are stubbed, as in api-client.test.ts.
 */
describe('the page socket told that its session ended', () => {
  let http: HttpServer;
  let io: Server;
  let token: string | null;
  const onBanned = vi.fn();
  const onUnauthorized = vi.fn();
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http);
    // A socket that names itself 'refused' is turned away at the handshake, as the gateway does an ended session's.
    io.use((socket, next) => next((socket.handshake.auth as { token?: string }).token === 'refused' ? new Error(SESSION_ENDED.error) : undefined));
    io.on('connection', (socket) => {
      socket.emit(SESSION_ENDED_SOCKET_EVENT, SESSION_ENDED);
      socket.disconnect(true);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await io.close();
  });
  beforeEach(() => {
    token = 'old-token';
    onBanned.mockReset();
    onUnauthorized.mockReset();
    configureApiAuth({ getToken: () => token, onBanned, onUnauthorized });
    const page = Object.assign(new EventTarget(), { location: { origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}` } });
    vi.stubGlobal('window', page);
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    vi.unstubAllGlobals();
  });

  it('asks the API, and its 401 signs out as any call would', async () => {
    const fetchMock = meAnswers(() => reply(401, { success: false, ...SESSION_ENDED }));
    releases.push(acquirePageSocket({ token: 'old-token', userId: 'u1' }));
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/me');
    expect(onBanned).not.toHaveBeenCalled();
  });

  it('a banned account is signed out with the ban reason', async () => {
    const ban = 'Your account has been banned. Reason: Abusive messages';
    meAnswers(() => reply(403, { success: false, error: ban, message: ban }));
    releases.push(acquirePageSocket({ token: 'old-token', userId: 'u2' }));
    await vi.waitFor(() => expect(onBanned).toHaveBeenCalledWith('Abusive messages'), { timeout: 3000 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a socket refused at the handshake asks the API too, and its 401 signs out', async () => {
    token = 'refused';
    meAnswers(() => reply(401, { success: false, ...SESSION_ENDED }));
    releases.push(acquirePageSocket({ token: 'refused', userId: 'u4' }));
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce(), { timeout: 3000 });
  });

  it('a password changed on this device keeps the new session: the API accepts the new token', async () => {
    token = 'new-token'; // the change's reply already replaced the token the socket was opened with
    const fetchMock = meAnswers((authorization) => (authorization === 'Bearer new-token' ? reply(200, { success: true, data: { id: 'u3' } }) : reply(401, { success: false, ...SESSION_ENDED })));
    releases.push(acquirePageSocket({ token: 'old-token', userId: 'u3' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce(), { timeout: 3000 });
    await fetchMock.mock.results[0]!.value;
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onBanned).not.toHaveBeenCalled();
  });
});
