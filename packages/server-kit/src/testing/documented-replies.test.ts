import { describe, expect, it } from 'vitest';
import { checkDocumentedReply } from './documented-replies.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkDocumentedReply: an integration test\'s reply against the OpenAPI registry', () => {
  it('lets a reply of the documented shape through, and leaves its body readable', async () => {
    const res = json(200, { success: true, data: { status: 'ok', time: new Date().toISOString() } });
    await checkDocumentedReply('GET', 'http://127.0.0.1:8080/api/ping', res);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    await checkDocumentedReply('GET', '/api/stores/0f8fad5b-d9cb-469f-a165-70867728950e', json(404, { success: false, error: 'Store not found', message: 'Store not found' }));
  });

  it('fails with the call, the status and the zod issues when the reply leaves its shape', async () => {
    await expect(checkDocumentedReply('GET', '/api/ping', json(200, { success: true, data: { status: 'ok', time: 'now', extra: 1 } })))
      .rejects.toThrow(/GET \/api\/ping answered 200 off its documented shape:\n {2}data: Unrecognized key: "extra"/);
    await expect(checkDocumentedReply('GET', '/api/ping', json(418, { success: false, error: 'x', message: 'x' }))).rejects.toThrow(/status 418 is not documented/);
  });

  it('leaves alone what is no documented JSON call: other paths, other content, undocumented routes', async () => {
    await checkDocumentedReply('GET', '/health', json(200, { whatever: true }));
    await checkDocumentedReply('GET', '/api/ping', new Response('pong', { status: 200 }));
    await checkDocumentedReply('POST', '/api/chats/c-9/trace', json(200, { anything: true }));
  });
});
