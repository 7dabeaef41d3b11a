import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiCalls } from '@haat/contracts/openapi';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import type { RunningGateway } from '../src/gateway.ts';
import { startTestGateway } from './support/test-gateway.ts';

describe('the API reference at the gateway', () => {
  let env: TestEnvironment;
  let gateway: RunningGateway;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    ({ gateway, base } = await startTestGateway(env, { RATE_LIMIT_POINTS: '1000' }));
  });
  afterAll(async () => {
    await gateway.close();
    await env.cleanup();
  });

  it('serves the OpenAPI 3.1 document of every call at /api/openapi.json, cacheable', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await res.json()) as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(apiCalls.length);
    expect((await new Validator().validate(document)).valid).toBe(true);

    const again = await fetch(`${base}/api/openapi.json`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves the reference page with the renderer from this gateway, under a CSP of its own', async () => {
    const res = await fetch(`${base}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/); // nothing from another origin: no CDN
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    for (const asset of html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)) {
      const file = await fetch(`${base}${asset[1]}`);
      expect(file.status, asset[1]).toBe(200);
      expect((await file.arrayBuffer()).byteLength, asset[1]).toBeGreaterThan(0);
    }
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
  });

  it('answers an unknown file under /api/docs with the JSON 404, and keeps the API headers on the API', async () => {
    const res = await fetch(`${base}/api/docs/nope.js`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found', message: 'Resource not found: /api/docs/nope.js' });
    const ping = await fetch(`${base}/api/ping`);
    expect(ping.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
