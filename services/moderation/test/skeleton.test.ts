import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '@haat/contracts';
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

  it('answers every call of its catalogue itself (no deliberate 501 left): signed out, a 401', async () => {
    for (const { method, path } of catalogueOf('moderation')) {
      const res = await app.request(path.replace(/:\w+/g, randomUUID()), { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
