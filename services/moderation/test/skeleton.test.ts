import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildModerationService, SCHEMA } from '../src/service.ts';

let env: TestEnvironment;
let app: App;
beforeAll(async () => {
  env = await createTestEnvironment();
  app = await buildModerationService(await env.connect('moderation', SCHEMA, migrations));
});
afterAll(() => env.cleanup());

describe('moderation skeleton', () => {
  it('reports healthy', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'moderation' });
  });

  it('answers every reports call of the catalogue with a deliberate 501', async () => {
    for (const [method, path] of [['POST', '/api/reports'], ['GET', '/api/reports'], ['GET', '/api/reports/stats'], ['PUT', '/api/reports/abc/status']] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(501);
      expect(await res.json()).toMatchObject({ success: false, error: 'Not implemented yet' });
    }
  });
});
