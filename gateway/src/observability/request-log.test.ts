import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { metricsText } from '@haat/server-kit';
import { apiRoute, noteRequest, observeRequests } from './request-log.ts';

describe('the gateway\'s access line and request metrics', () => {
  it('logs one JSON line per request (id, method, route, path without query, status, ms, user) and counts it by route', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => void (lines.push(JSON.parse(chunk.toString())), done()) }));
    const server = http.createServer(observeRequests((req, res) => {
      noteRequest(req, { requestId: 'rid-1' });
      noteRequest(req, { route: apiRoute('order') });
      noteRequest(req, { userId: 'user-7' });
      res.writeHead(201, { 'x-request-id': 'rid-1' }).end('{}'); // writeHead's headers are not readable back
    }, logger));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/api/orders/42?token=secret`, { method: 'POST' })).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'rid-1', method: 'POST', route: '/api/* -> order', path: '/api/orders/42', status: 201, userId: 'user-7' });
    expect(typeof lines[0]!['ms']).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
    expect((await metricsText()).body).toMatch(/^haat_http_requests_total\{method="POST",route="\/api\/\* -> order",status_class="2xx"[^}]*\} 1$/m);
  });
});
