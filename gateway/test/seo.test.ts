import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { createLogger } from '@haat/server-kit';
import { createWebApp } from '../src/app.ts';
import { createCorsPolicy } from '../src/middleware/cors.ts';
import { createWebAssets } from '../src/web/web-assets.ts';
import { createCatalogClient, createSeoRoutes } from '../src/web/seo/index.ts';
import { createSiteOrigin } from '../src/web/site-origin.ts';
import { createPageCsp } from '../src/middleware/security-headers.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Haat: order from the local stores of your city."><title>Haat — your local market, online</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const PLAIN_TITLE = '<title>Haat — your local market, online</title>';
const CLOSED_PORT_URL = 'http://127.0.0.1:9'; // nothing listens on the discard port here
const DEFAULT_ORIGIN = 'http://localhost:8080';

const SHARMA = {
  _id: '11111111-1111-4111-8111-111111111111', id: '11111111-1111-4111-8111-111111111111', slug: 'sharma-kirana',
  name: 'Sharma Kirana & Sons', description: 'Fresh atta, dal and daily needs in Kothrud since 1982.', city: 'Pune', address: '12 Karve Road',
  category: 'Grocery', phone: '+91 98765 43210', email: 'sharma@example.in', image: '/api/images/sharma', bannerImage: '', businessHours: '8 AM - 9 PM',
  paymentOptions: ['Cash on Delivery', 'UPI Payment'], rating: 4.6, reviewCount: 23, isActive: true, updatedAt: '2026-11-20T08:00:00.000Z',
};
const EVIL = { ...SHARMA, _id: '22222222-2222-4222-8222-222222222222', id: '22222222-2222-4222-8222-222222222222', slug: 'evil', name: '</title><script>alert("x")</script>', description: '"><img src=x onerror=alert(1)>' };
const THIRD = { ...SHARMA, _id: '33333333-3333-4333-8333-333333333333', id: '33333333-3333-4333-8333-333333333333', slug: 'patil-dairy', name: 'Patil Dairy' };
const ATTA = {
  _id: '66666666-6666-4666-8666-666666666666', id: '66666666-6666-4666-8666-666666666666', storeId: SHARMA.id, name: 'Aashirvaad Atta 5 kg',
  description: 'Whole wheat atta.', category: 'Staples', image: '/api/images/atta', price: 285, discountPrice: 259, quantity: 12, rating: 4.5, reviewCount: 8,
};
const SLOW_ID = '44444444-4444-4444-8444-444444444444';
const BROKEN_ID = '55555555-5555-4555-8555-555555555555';

/** A stand-in for the catalog service's HTTP API: stores by id and slug, a two-page store list, a slow and a broken store. */
function startFakeCatalog() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catalog');
    hits.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const byId = /^\/api\/stores\/([^/]+)$/.exec(url.pathname);
    const bySlug = /^\/api\/stores\/by-slug\/([^/]+)$/.exec(url.pathname);
    const product = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
    // What a store page asks for next, for the demo store only (others answer 404: the page asks itself).
    if (url.pathname === `/api/stores/${SHARMA.id}/live-status`) return send(200, { success: true, data: { isOpen: true } });
    if (url.pathname === `/api/broadcasts/store/${SHARMA.id}`) return send(200, { success: true, data: [] });
    if (url.pathname === `/api/stores/${SHARMA.id}/products` && url.search === '?page=1&limit=50') return send(200, { success: true, data: [ATTA], totalCount: 1 });
    if (product) {
      return decodeURIComponent(product[1] ?? '') === ATTA.id ? send(200, { success: true, data: ATTA }) : send(404, { success: false, error: 'Product not found', message: 'Product not found' });
    }
    if (url.pathname === '/api/stores') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return send(200, page === 1
        ? { success: true, data: [SHARMA, { ...EVIL, isActive: false }], hasNextPage: true }
        : { success: true, data: [THIRD], hasNextPage: false });
    }
    if (bySlug) {
      const store = [SHARMA, EVIL, THIRD].find((s) => s.slug === decodeURIComponent(bySlug[1] ?? ''));
      return store ? send(200, { success: true, data: store }) : send(404, { success: false, error: 'Store not found', message: 'Store not found' });
    }
    if (byId) {
      const id = decodeURIComponent(byId[1] ?? '');
      if (id === SLOW_ID) return void setTimeout(() => send(200, { success: true, data: { ...SHARMA, id: SLOW_ID } }), 2000);
      // Slow enough that concurrent page requests overlap, well inside the gateway's time-out.
      if (id === THIRD.id) return void setTimeout(() => send(200, { success: true, data: THIRD }), 100);
      if (id === BROKEN_ID) return send(500, { success: false, error: 'Internal error', message: 'boom' });
      const store = [SHARMA, EVIL, THIRD].find((s) => s.id === id);
      return store ? send(200, { success: true, data: store }) : send(404, { success: false, error: 'Store not found', message: 'Store not found' });
    }
    send(404, { success: false, error: 'Not found', message: 'Not found' });
  });
  return { server, hits };
}

/** The replies a page carries for its first API calls, by URL (null when none). */
const firstReplies = (html: string) => JSON.parse(/<script type="application\/json" id="haat-first-replies">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

/** A GET with a Host header of our choosing (fetch does not let one set it). */
const get = (url: string, host: string) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
  http.get(url, { headers: { host } }, (res) => {
    let body = '';
    res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
  }).on('error', reject);
});

const listen = (server: http.Server) => new Promise<string>((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
});

/** The gateway's web app (assets, manifest, SEO routes) on a socket, as gateway.ts wires it. */
async function startWeb(webRoot: string, catalogUrl: string, publicOrigin?: string, chargeCalls?: (request: unknown, count: number) => Promise<boolean>) {
  const web = createWebAssets({ webRoot });
  const siteOrigin = createSiteOrigin({ publicOrigin, publicHosts: 'localhost,127.0.0.1', defaultOrigin: DEFAULT_ORIGIN });
  const seo = createSeoRoutes({
    catalog: createCatalogClient({ catalogUrl, storeTimeoutMs: 300, listTimeoutMs: 1000 }),
    indexHtml: (page, route) => web.pageFor(page, route),
    logger: createLogger({ name: 'seo-test', level: 'silent' }),
    siteOrigin,
    ...(chargeCalls ? { chargeCalls } : {}),
  });
  const pageCsp = createPageCsp({ imageBaseUrl: '/api/images' });
  const app = createWebApp({ logger: createLogger({ name: 'seo-test', level: 'silent' }), cors: createCorsPolicy(''), web, seo, siteOrigin, pageCsp });
  const server = http.createServer(getRequestListener(app.fetch));
  return { server, base: await listen(server) };
}

describe('search engines at the gateway (fake catalog)', () => {
  let webRoot: string;
  let catalog: ReturnType<typeof startFakeCatalog>;
  let site: Awaited<ReturnType<typeof startWeb>>;
  let offline: Awaited<ReturnType<typeof startWeb>>;
  let configured: Awaited<ReturnType<typeof startWeb>>;
  let limited: Awaited<ReturnType<typeof startWeb>>;
  /** API calls the visitor of `limited` may still have answered for their pages (their rate limit). */
  let callsLeft = 0;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-seo-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
    await writeFile(path.join(webRoot, 'shell', 'dist', 'main.js'), 'console.log("shell")');
    // The buyer remote's build, with only the slug page in its table.
    await mkdir(path.join(webRoot, 'mfe-buyer', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'mfe-buyer', 'dist', 'build-info.json'), JSON.stringify({
      version: 'b0b0b0b0b0b0b0b0', routes: [{ path: '/:customSlug', access: 'open' }], pageAssets: { '/:customSlug': ['store.js'] },
    }));
    catalog = startFakeCatalog();
    const catalogUrl = await listen(catalog.server);
    site = await startWeb(webRoot, catalogUrl);
    offline = await startWeb(webRoot, CLOSED_PORT_URL, 'https://haat.in');
    configured = await startWeb(webRoot, catalogUrl, 'https://haat.in');
    limited = await startWeb(webRoot, catalogUrl, undefined, async (_request, count) => {
      callsLeft -= count;
      return callsLeft >= 0;
    });
  });
  afterAll(async () => {
    for (const server of [site.server, offline.server, configured.server, limited.server, catalog.server]) server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const hitsFor = (fragment: string) => catalog.hits.filter((h) => h.includes(fragment)).length;

  it('serves /stores/{id} with the store in title, description, Open Graph and JSON-LD, with the usual headers', async () => {
    const res = await fetch(`${site.base}/stores/${SHARMA.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    const host = new URL(site.base).host;
    expect(html).toContain('<title>Sharma Kirana &amp; Sons — Haat</title>');
    expect(html).toContain('<meta name="description" content="Fresh atta, dal and daily needs in Kothrud since 1982.">');
    expect(html).toContain(`<meta property="og:url" content="http://${host}/sharma-kirana" data-haat-injected>`);
    expect(html).toContain(`<meta property="og:image" content="http://${host}/api/images/sharma" data-haat-injected>`);
    const ld = JSON.parse(/<script type="application\/ld\+json" data-haat-injected>(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Store', name: 'Sharma Kirana & Sons', aggregateRating: { ratingValue: 4.6, reviewCount: 23 } });
    expect(html).toContain('<div id="root"></div>');
  });

  it('resolves a custom slug the same way, preloading the store page\'s files, and answers HEAD', async () => {
    const html = await (await fetch(`${site.base}/sharma-kirana`)).text();
    expect(html).toContain('<title>Sharma Kirana &amp; Sons — Haat</title>');
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/mfe-buyer/remoteEntry.js?v=b0b0b0b0b0b0b0b0" fetchpriority="low"><link rel="preload" as="script" href="/mfe/mfe-buyer/store.js" fetchpriority="low">');
    // A path that is no store's slug preloads nothing: it may be any page of the shell.
    expect(await (await fetch(`${site.base}/no-such-store`)).text()).not.toContain('rel="preload"');
    expect(hitsFor('/api/stores/by-slug/sharma-kirana')).toBe(1);
    const head = await fetch(`${site.base}/patil-dairy`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("writes the store's reply into the page under the URL the page calls, and the manifest beside it", async () => {
    const next = {
      [`/api/stores/${SHARMA.id}/live-status`]: { success: true, data: { isOpen: true } },
      [`/api/broadcasts/store/${SHARMA.id}`]: { success: true, data: [] },
      [`/api/stores/${SHARMA.id}/products?page=1&limit=50`]: { success: true, data: [ATTA], totalCount: 1 },
    };
    expect(firstReplies(await (await fetch(`${site.base}/sharma-kirana`)).text())).toEqual({ '/api/stores/by-slug/sharma-kirana': { success: true, data: SHARMA }, ...next });
    const byId = await (await fetch(`${site.base}/stores/${SHARMA.id}`)).text();
    expect(firstReplies(byId)).toEqual({ [`/api/stores/${SHARMA.id}`]: { success: true, data: SHARMA }, ...next });
    const manifest = JSON.parse(/<script type="application\/json" id="haat-manifest">(.*?)<\/script>/.exec(byId)?.[1] ?? 'null') as unknown;
    expect(manifest).toEqual({ remotes: [{ name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'b0b0b0b0b0b0b0b0', routes: [{ path: '/:customSlug', access: 'open' }] }] });
    // A store with markup in its reply cannot close the element.
    const evil = await (await fetch(`${site.base}/evil`)).text();
    expect(firstReplies(evil)).toEqual({ '/api/stores/by-slug/evil': { success: true, data: EVIL } });
    // No store, no reply: the page asks the API itself.
    expect(await (await fetch(`${site.base}/no-such-store`)).text()).not.toContain('haat-first-replies');
  });

  it("serves a product page with the product's head and the store's and product's replies", async () => {
    const html = await (await fetch(`${site.base}/stores/${SHARMA.id}/products/${ATTA.id}`)).text();
    const host = new URL(site.base).host;
    expect(html).toContain('<title>Aashirvaad Atta 5 kg — Sharma Kirana &amp; Sons — Haat</title>');
    expect(html).toContain('<meta name="description" content="Whole wheat atta.">');
    expect(html).toContain(`<link rel="canonical" href="http://${host}/stores/${SHARMA.id}/products/${ATTA.id}" data-haat-injected>`);
    expect(html).toContain('<meta property="og:type" content="product" data-haat-injected>');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-haat-injected>(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Aashirvaad Atta 5 kg', offers: { price: '259.00', priceCurrency: 'INR', seller: { name: 'Sharma Kirana & Sons' } } });
    expect(firstReplies(html)).toEqual({
      [`/api/stores/${SHARMA.id}`]: { success: true, data: SHARMA },
      [`/api/products/${ATTA.id}`]: { success: true, data: ATTA },
      [`/api/stores/${SHARMA.id}/live-status`]: { success: true, data: { isOpen: true } },
    });
    // A product under another store's address, or none: the plain page.
    expect(await (await fetch(`${site.base}/stores/${THIRD.id}/products/${ATTA.id}`)).text()).toContain(PLAIN_TITLE);
    expect(await (await fetch(`${site.base}/stores/${SHARMA.id}/products/${THIRD.id}`)).text()).toContain(PLAIN_TITLE);
  });

  /** The store page as served to a browser sending `encoding` as its Accept-Encoding: headers and the raw body. */
  const servedWith = (encoding: string) => new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(`${site.base}/sharma-kirana`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

  it("charges a page's catalog calls to the visitor's rate limit, and serves less once it is reached", async () => {
    callsLeft = 4; // the store, then its live status, offers and products
    const full = await (await fetch(`${limited.base}/sharma-kirana`)).text();
    expect(Object.keys(firstReplies(full) as object)).toHaveLength(4);
    callsLeft = 2; // the store only: the page still names it for crawlers, and asks for the rest itself
    const partial = await (await fetch(`${limited.base}/sharma-kirana`)).text();
    expect(partial).toContain('<title>Sharma Kirana &amp; Sons — Haat</title>');
    expect(firstReplies(partial)).toEqual({ '/api/stores/by-slug/sharma-kirana': { success: true, data: SHARMA } });
    callsLeft = 0; // nothing: the plain page, and the catalog is not asked
    const hits = catalog.hits.length;
    expect(await (await fetch(`${limited.base}/sharma-kirana`)).text()).toContain(PLAIN_TITLE);
    expect(await (await fetch(`${limited.base}/stores/${SHARMA.id}/products/${ATTA.id}`)).text()).toContain(PLAIN_TITLE);
    expect(catalog.hits.length).toBe(hits);
  });

  it('compresses a page made for its request as the browser accepts', async () => {
    const plain = await servedWith('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await servedWith('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await servedWith('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('asks the catalog once for concurrent requests of a store, and afresh for the next page, so an edit shows at once', async () => {
    const storeHits = () => catalog.hits.filter((h) => h === `/api/stores/${THIRD.id}`).length;
    const before = storeHits();
    await Promise.all([1, 2, 3].map(() => fetch(`${site.base}/stores/${THIRD.id}`).then((r) => r.text())));
    expect(storeHits()).toBe(before + 1);
    await (await fetch(`${site.base}/stores/${THIRD.id}`)).text();
    expect(storeHits()).toBe(before + 2);
  });

  it('escapes a store that carries markup', async () => {
    const html = await (await fetch(`${site.base}/stores/${EVIL.id}`)).text();
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; — Haat</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
  });

  it('serves the plain index.html for unknown stores, non-slugs and app pages, without asking the catalog for app pages', async () => {
    for (const page of [`/stores/${'9'.repeat(8)}-0000-4000-8000-000000000000`, '/no-such-store', '/login', '/offers', '/stores']) {
      const res = await fetch(`${site.base}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain(PLAIN_TITLE);
    }
    expect(hitsFor('login') + hitsFor('offers')).toBe(0);
  });

  it('never fails the page: a broken or slow catalog gives the plain index.html quickly', async () => {
    const broken = await fetch(`${site.base}/stores/${BROKEN_ID}`);
    expect(broken.status).toBe(200);
    expect(await broken.text()).toContain(PLAIN_TITLE);

    const started = Date.now();
    const slow = await fetch(`${site.base}/stores/${SLOW_ID}`);
    expect(await slow.text()).toContain(PLAIN_TITLE);
    expect(Date.now() - started).toBeLessThan(1500);

    const down = await fetch(`${offline.base}/stores/${SHARMA.id}`);
    expect(down.status).toBe(200);
    expect(await down.text()).toContain(PLAIN_TITLE);
  });

  it('still serves the built files', async () => {
    const res = await fetch(`${site.base}/main.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("shell")');
  });

  it('lists public pages and every active store of every catalog page in /sitemap.xml, fetching the list once per 10 minutes', async () => {
    const res = await fetch(`${site.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    const host = new URL(site.base).host;
    for (const loc of ['/', '/stores', '/privacy-policy', '/shipping-policy', '/cancellations-refunds', '/contact-us', '/how-to-use', '/sharma-kirana', '/patil-dairy']) {
      expect(xml, loc).toContain(`<loc>http://${host}${loc}</loc>`);
    }
    expect(xml).not.toContain('/evil<'); // deactivated
    expect(xml).not.toContain('/delete-account<');
    const listCalls = hitsFor('/api/stores?');
    expect(listCalls).toBe(2);
    await (await fetch(`${site.base}/sitemap.xml`)).text();
    expect(hitsFor('/api/stores?')).toBe(listCalls);
  });

  it('still answers /sitemap.xml with the public pages while the catalog is down, at the configured origin', async () => {
    const res = await fetch(`${offline.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<loc>https://haat.in/</loc>');
    expect(xml).not.toContain('/stores/');
  });

  it('points /robots.txt at the sitemap', async () => {
    const res = await fetch(`${offline.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('Sitemap: https://haat.in/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('puts the default origin, never a forged Host, into sitemap.xml, robots.txt, store pages and their CSP', async () => {
    for (const host of ['evil.example', 'localhost.evil.example:8080']) {
      const sitemap = await get(`${site.base}/sitemap.xml`, host);
      expect(sitemap.body, host).toContain(`<loc>${DEFAULT_ORIGIN}/sharma-kirana</loc>`);
      expect(sitemap.body, host).not.toContain('evil');
      expect((await get(`${site.base}/robots.txt`, host)).body).toContain(`Sitemap: ${DEFAULT_ORIGIN}/sitemap.xml`);

      const page = await get(`${site.base}/sharma-kirana`, host);
      expect(page.body, host).toContain(`<link rel="canonical" href="${DEFAULT_ORIGIN}/sharma-kirana" data-haat-injected>`);
      expect(page.body, host).toContain(`<meta property="og:url" content="${DEFAULT_ORIGIN}/sharma-kirana" data-haat-injected>`);
      expect(page.body, host).not.toContain('evil');
      expect(page.headers['content-security-policy'], host).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080;");
      expect(page.headers['content-security-policy'], host).not.toContain('evil');
    }
  });

  it('keeps sitemap.xml and robots.txt out of shared caches while they name the request host', async () => {
    expect((await get(`${site.base}/sitemap.xml`, 'localhost:5173')).headers['cache-control']).toBe('private, no-store');
    expect((await get(`${site.base}/robots.txt`, 'localhost:5173')).headers['cache-control']).toBe('private, no-store');
  });

  it('believes a listed host at any port, in the links and in the page CSP', async () => {
    const page = await get(`${site.base}/sharma-kirana`, 'LOCALHOST:5173');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:5173/sharma-kirana" data-haat-injected>');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:5173 wss://localhost:5173;");
    expect((await get(`${site.base}/sitemap.xml`, '127.0.0.1:3000')).body).toContain('<loc>http://127.0.0.1:3000/</loc>');
  });

  it('uses PUBLIC_ORIGIN alone when it is set, and then lets shared caches keep the sitemap', async () => {
    const sitemap = await get(`${configured.base}/sitemap.xml`, 'evil.example');
    expect(sitemap.body).toContain('<loc>https://haat.in/sharma-kirana</loc>');
    expect(sitemap.body).not.toContain('evil');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=600');

    const page = await get(`${configured.base}/sharma-kirana`, 'localhost:8080');
    expect(page.body).toContain('<meta property="og:url" content="https://haat.in/sharma-kirana" data-haat-injected>');
    expect(page.body).toContain('<meta property="og:image" content="https://haat.in/api/images/sharma" data-haat-injected>');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' wss://haat.in;");
  });
});
