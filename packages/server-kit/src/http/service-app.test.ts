import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger/index.ts';
import { createServiceApp } from './service-app.ts';

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

  it('closes the connection after a 413, so no client sends its next request on the unread body', async () => {
    expect((await post('/api/things', 2 * 1024 * 1024)).headers.get('connection')).toBe('close');
  });
});
