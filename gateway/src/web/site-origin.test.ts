import { describe, expect, it } from 'vitest';
import { createSiteOrigin } from './site-origin.ts';

const headers = (values: Record<string, string>) => (name: string) => values[name];
const DEFAULT = 'http://localhost:8080';

describe('the site origin of a request', () => {
  const site = createSiteOrigin({ publicHosts: 'localhost, 127.0.0.1,[::1],haat.test', defaultOrigin: DEFAULT });

  it('believes a listed host at any port, and only a listed one', () => {
    expect(site.originOf(headers({ host: 'localhost:5173' }))).toBe('http://localhost:5173');
    expect(site.originOf(headers({ host: 'Haat.Test' }))).toBe('http://haat.test');
    expect(site.originOf(headers({ host: '[::1]:8080' }))).toBe('http://[::1]:8080');
    for (const host of ['evil.example', 'localhost.evil.example', 'evil.example:80', 'localhost:8080"><script>', '']) {
      expect(site.originOf(headers({ host })), host).toBe(DEFAULT);
    }
    expect(site.fixed).toBe(false);
  });

  it('reads X-Forwarded-Host and -Proto only behind trusted proxies, and still only listed hosts', () => {
    const forwarded = headers({ host: '127.0.0.1:8080', 'x-forwarded-host': 'haat.test', 'x-forwarded-proto': 'https' });
    expect(site.originOf(forwarded)).toBe('http://127.0.0.1:8080');
    const behindProxy = createSiteOrigin({ publicHosts: 'haat.test', defaultOrigin: DEFAULT, trustProxy: true });
    expect(behindProxy.originOf(forwarded)).toBe('https://haat.test');
    expect(behindProxy.originOf(headers({ host: 'haat.test', 'x-forwarded-host': 'evil.example' }))).toBe(DEFAULT);
  });

  it('is PUBLIC_ORIGIN alone when that is set', () => {
    const configured = createSiteOrigin({ publicOrigin: 'https://haat.in/', publicHosts: 'localhost', defaultOrigin: DEFAULT });
    expect(configured.originOf(headers({ host: 'localhost:8080' }))).toBe('https://haat.in');
    expect(configured.fixed).toBe(true);
  });
});
