import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { dropTestWorld, newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { startStack, waitUntilReady } from '../../scripts/stack.ts';
import { api, root } from '../common/stack-helpers.ts';

/**
 * `npm run bench:seller-bundles`: each seller page's own JavaScript, gzip, against the ≤ 30 KB
 * target (issue 11). Builds nothing: it serves the mfe-seller/dist (and shell/dist) already built
 * (`flock /tmp/haat-build.lock ./node_modules/.bin/node scripts/build-web.ts shell mfe-seller`).
 *
 * Method: a stack with the demo data, then every path of the seller's route table opened in a fresh
 * Chromium context (empty cache) signed in as the demo seller, as a seller's first visit to that
 * page. Of the JS the page downloads from /mfe/mfe-seller/, remoteEntry.js (the federation runtime,
 * the same for every page) is shown apart, and a chunk made only of shared singletons' code (read
 * from its source map: React, router, react-query, zustand, web-kit) is shown apart too: the shell
 * provides those, so such a chunk should never load. Everything else counts as the page's own JS —
 * its page chunk, the seller code every page shares and any library it bundles — at gzip -9 size.
 * BENCH_URL + BENCH_EMAIL/BENCH_PASSWORD measure a stack already running instead.
 */
const TARGET_KB = 30;
const PORTS = { gateway: 8107, services: 5120 };
const REMOTE_PATH = '/mfe/mfe-seller/';
const SHARED_SOURCES = [
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/react-query|@tanstack\/query-core|zustand|use-sync-external-store)\//,
  /(^|\/)packages\/web-kit\//,
];

type Chunk = { file: string; gzip: number; kind: 'own' | 'shared' | 'runtime' };
type PageReport = { path: string; own: number; chunks: Chunk[]; shellJs: number; status: string };

const distDir = path.join(root, 'mfe-seller/dist');

/** 'shared' when every source of the chunk (its source map) is a shared singleton's code. */
function kindOf(file: string): Chunk['kind'] {
  if (file === 'remoteEntry.js') return 'runtime';
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return 'own';
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return sources.length > 0 && sources.every((s) => SHARED_SOURCES.some((re) => re.test(s))) ? 'shared' : 'own';
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function sellerSession(base: string, email: string, password: string) {
  const { token } = await api<{ token: string }>(base, 'POST', '/api/auth/login', { email, password });
  const stores = await api<{ data: { id: string }[] }>(base, 'GET', '/api/stores?owner=me', undefined, token);
  const storeId = stores.data[0]?.id;
  const orders = storeId ? await api<{ data: { id: string }[] }>(base, 'GET', `/api/orders/store/${storeId}?limit=1`, undefined, token) : { data: [] };
  return { token, orderId: orders.data[0]?.id };
}

async function measure(base: string, email: string, password: string): Promise<PageReport[]> {
  const { token, orderId } = await sellerSession(base, email, password);
  const info = JSON.parse(readFileSync(path.join(distDir, 'build-info.json'), 'utf8')) as { routes: { path: string }[] };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const reports: PageReport[] = [];
  try {
    for (const { path: route } of info.routes) {
      const url = route.replace(':orderId', orderId ?? 'none');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('loginType', 'seller');
        localStorage.setItem('locationDismissed', 'true');
      }, token);
      const page = await context.newPage();
      const scripts: Promise<{ url: string; body: Buffer } | null>[] = [];
      page.on('response', (res: Response) => {
        if (res.request().resourceType() === 'script') scripts.push(res.body().then((body) => ({ url: res.url(), body })).catch(() => null));
      });
      const response = await page.goto(base + url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const heading = await page.locator('h1, h2').first().textContent({ timeout: 2000 }).catch(() => null);
      const loaded = (await Promise.all(scripts)).filter((s): s is { url: string; body: Buffer } => s !== null);
      const chunks: Chunk[] = [];
      let shellJs = 0;
      for (const { url: scriptUrl, body } of loaded) {
        const { pathname } = new URL(scriptUrl);
        const gzip = gzipSync(body, { level: 9 }).length;
        if (pathname.startsWith(REMOTE_PATH)) {
          const file = pathname.slice(REMOTE_PATH.length);
          chunks.push({ file, gzip, kind: kindOf(file) });
        } else {
          shellJs += gzip;
        }
      }
      const own = chunks.filter((c) => c.kind === 'own').reduce((sum, c) => sum + c.gzip, 0);
      reports.push({ path: url === route ? route : `${route} (${url})`, own, chunks, shellJs, status: `${response?.status() ?? '?'} "${(heading ?? '').trim().slice(0, 40)}"` });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return reports;
}

function print(reports: PageReport[]): void {
  console.log(`\nseller pages: own JS (gzip -9) downloaded from ${REMOTE_PATH} on a first visit, remoteEntry.js and shared-singleton chunks apart; target ≤ ${TARGET_KB} KB\n`);
  console.log('page'.padEnd(58), 'own KB'.padStart(7), ' pass', ' remoteEntry', ' shared', ' shell JS', '  page shows');
  for (const r of reports) {
    const sum = (kind: Chunk['kind']) => kb(r.chunks.filter((c) => c.kind === kind).reduce((s, c) => s + c.gzip, 0));
    console.log(r.path.padEnd(58), String(kb(r.own)).padStart(7), (r.own <= TARGET_KB * 1024 ? 'yes' : 'NO').padStart(5), String(sum('runtime')).padStart(12), String(sum('shared')).padStart(7), String(kb(r.shellJs)).padStart(9), ` ${r.status}`);
    console.log(`  ↳ ${r.chunks.filter((c) => c.kind === 'own').map((c) => `${c.file} ${kb(c.gzip)}`).join(', ') || 'no own chunks'}`);
  }
}

let reports: PageReport[];
if (process.env['BENCH_URL']) {
  reports = await measure(process.env['BENCH_URL'], process.env['BENCH_EMAIL'] ?? 'seller@demo.haat.in', process.env['BENCH_PASSWORD'] ?? 'demo1234');
} else {
  const prefix = newTestPrefix('benchbun');
  const stack = await startStack({
    port: PORTS.gateway,
    servicePortBase: PORTS.services,
    env: { HAAT_PREFIX: prefix, DATABASE_URL: testDatabaseUrl(prefix), HAAT_DEMO_DATA: 'on', LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '100000000', RATE_LIMIT_AUTH_POINTS: '1000' },
  });
  try {
    await waitUntilReady(stack.url);
    reports = await measure(stack.url, 'seller@demo.haat.in', 'demo1234');
  } finally {
    await stack.stop();
    await dropTestWorld(prefix);
  }
}
print(reports);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/seller-bundles-latest.json'), JSON.stringify({ at: new Date().toISOString(), targetKb: TARGET_KB, pages: reports }, null, 2));
process.exit(reports.every((r) => r.own <= TARGET_KB * 1024) ? 0 : 1);
