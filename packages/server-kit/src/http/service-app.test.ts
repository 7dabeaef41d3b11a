import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLogger } from '../logger/index.ts';
import { z } from 'zod';
import { createServiceApp, readJson } from './service-app.ts';

describe('service app body limits', () => {
  const app = createServiceApp({ name: 'test', logger: createLogger({ name: 'test', level: 'silent' }), largeBodies: { '/api/images': 3 * 1024 * 1024 } });
  app.post('/api/images', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  app.post('/api/things', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  const post = (path: string, bytes: number) => app.request(path, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-length': String(bytes) } });

  it('refuses bodies over 1 MB, except on upload paths, which have their own cap', async () => {
    expect((await post('/api/things', 2 * 1024 * 1024)).status).toBe(413);
    expect(await (await post('/api/images', 2 * 1024 * 1024)).json()).toEqual({ bytes: 2 * 1024 * 1024 });
    const tooLarge = await post('/api/images', 4 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe('The request body is larger than 3 MB.');
  });

  it('reads on after a 413 instead of closing, so a client still sending its body reads the answer (not EPIPE), 20 times out of 20', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    const body = Buffer.alloc(4 * 1024 * 1024, 'x');
    // Kept-alive connections, as the gateway's: a client that asks for `Connection: close` has its connection closed after the answer.
    const agent = new http.Agent({ keepAlive: true });
    /** The body declared by its Content-Length and written 64 kB a turn, as the gateway relays one: the status read, or the write's error. */
    const sendAll = () => new Promise<number | string>((resolve) => {
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/things', agent, headers: { 'content-length': String(body.length) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      let offset = 0;
      const writeNext = () => {
        if (req.destroyed) return;
        if (offset >= body.length) return void req.end();
        req.write(body.subarray(offset, (offset += 64 * 1024)));
        setImmediate(writeNext);
      };
      writeNext();
    });
    try {
      const answers: (number | string)[] = [];
      for (let i = 0; i < 20; i++) answers.push(await sendAll());
      expect(answers).toEqual(Array(20).fill(413));
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe('readJson', () => {
  const app = createServiceApp({ name: 'test', logger: createLogger({ name: 'test', level: 'silent' }) });
  const schema = z.object({ quantity: z.number().default(1) });
  app.post('/required', async (c) => c.json(await readJson(c, schema)));
  app.post('/optional', async (c) => c.json(await readJson(c, schema, { optional: true })));
  const post = (path: string, body: string) => app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('reads the body through the schema', async () => {
    expect(await (await post('/required', '{"quantity":3}')).json()).toEqual({ quantity: 3 });
    expect(await (await post('/optional', '{"quantity":3}')).json()).toEqual({ quantity: 3 });
  });
  it('refuses an empty body unless it is optional, where it reads as {}', async () => {
    expect((await post('/required', '')).status).toBe(400);
    expect(await (await post('/optional', '')).json()).toEqual({ quantity: 1 });
    expect(await (await post('/optional', '  ')).json()).toEqual({ quantity: 1 });
  });
  it('answers 400 to a body that is no JSON, optional or not', async () => {
    for (const path of ['/required', '/optional']) {
      const reply = await post(path, '{oops');
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toBe('The request was malformed or contained invalid parameters.');
    }
  });
});
