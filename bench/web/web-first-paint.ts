import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-chromium.ts';

/**
 * The JavaScript the buyer's home needs before its first meaningful paint, as bench/web/web.ts reports it.
 *
 * First meaningful paint (the definition this bench keeps): the first frame painted after the home's
 * main content is in the page — the first store card for a visitor whose city is known, the
 * 'choose your city' prompt for a first visit — or the largest contentful paint if that comes later.
 * Counted: every script whose request started before that moment (so a preloaded script counts even
 * if nothing ran it yet), at its gzip -9 size (the gateway's gzip copy, what a browser without brotli
 * receives); the bytes that really crossed the wire (brotli) are listed beside.
 */
export type ScriptReport = { url: string; gzip: number; wire: number; startMs: number };
export type FirstPaintReport = {
  visit: string;
  meaningfulPaintMs: number;
  lcpMs: number;
  scripts: ScriptReport[];
  totalGzip: number;
  totalWire: number;
  /** JS requested after the meaningful paint (lazy sections, prefetches), gzip: not counted. */
  laterGzip: number;
};

/** The visit in Hindi, measured against the same visit in English ('home, city known (Pune)'). */
export const HINDI_VISIT = 'home in Hindi, city known (Pune)';
export const ENGLISH_OF_HINDI_VISIT = 'home, city known (Pune)';

/** The home's main content for each kind of visit; a painted frame after it is the meaningful paint. */
const VISITS = [
  { visit: 'home, city known (Pune)', storage: { city: 'Pune', pincode: '411038' }, content: '.store-card' },
  { visit: 'home, first visit (no city)', storage: {}, content: '#hero-title' },
  // Issue 39: what a Hindi reader downloads on top (the catalogs of web-kit, the shell and the buyer app).
  { visit: HINDI_VISIT, storage: { city: 'Pune', pincode: '411038', language: 'hi' }, content: '.store-card' },
] as const;

/**
 * Runs in the page before any script (as text: the bench is typed for Node, not the DOM): notes
 * when the content first appears (the frame after it = painted) and the largest contentful paint.
 */
const watchPaint = (selector: string) => `(() => {
  const w = window;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) w.haatLcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (w.haatMeaningfulPaint !== undefined || !document.querySelector(${JSON.stringify(selector)})) return false;
    requestAnimationFrame(() => setTimeout(() => { w.haatMeaningfulPaint ??= performance.now(); }, 0));
    return true;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  document.addEventListener('DOMContentLoaded', () => check() || observer.observe(document.body, { childList: true, subtree: true }));
})();`;

type PaintMarks = { haatMeaningfulPaint?: number; haatLcp?: number };
type ResourceEntry = { name: string; startTime: number; encodedBodySize: number };

/** What the page noted, and each script's start and bytes on the wire (its Resource Timing entry); runs in the page. */
function readTiming(): PageTiming {
  const marks = globalThis as PaintMarks;
  const entries = performance.getEntriesByType('resource') as unknown as ResourceEntry[];
  return {
    meaningfulPaint: marks.haatMeaningfulPaint ?? 0,
    lcp: marks.haatLcp ?? 0,
    scripts: entries.filter((e) => new URL(e.name).pathname.endsWith('.js')).map((e) => ({ url: e.name, startMs: e.startTime, wire: e.encodedBodySize })),
  };
}

type PageTiming = { meaningfulPaint: number; lcp: number; scripts: { url: string; startMs: number; wire: number }[] };

export async function measureFirstPaint(base: string): Promise<FirstPaintReport[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const reports: FirstPaintReport[] = [];
  try {
    for (const { visit, storage, content } of VISITS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await context.addInitScript({ content: Object.entries(storage).map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('') });
      await context.addInitScript({ content: watchPaint(content) });
      const page = await context.newPage();
      const bodies = new Map<string, Promise<Buffer | null>>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') bodies.set(res.url(), res.body().catch(() => null));
      });
      await page.goto(base + '/', { waitUntil: 'load' });
      await page.waitForFunction(() => (globalThis as PaintMarks).haatMeaningfulPaint !== undefined, undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(readTiming);
      const paintAt = Math.max(timing.meaningfulPaint, timing.lcp);
      const all: ScriptReport[] = [];
      for (const s of timing.scripts) {
        const body = await (bodies.get(s.url) ?? Promise.resolve(null));
        all.push({ url: new URL(s.url).pathname, gzip: body ? gzipSync(body, { level: 9 }).length : 0, wire: s.wire, startMs: Math.round(s.startMs) });
      }
      const before = all.filter((s) => s.startMs < paintAt);
      reports.push({
        visit,
        meaningfulPaintMs: Math.round(timing.meaningfulPaint),
        lcpMs: Math.round(timing.lcp),
        scripts: before,
        totalGzip: before.reduce((sum, s) => sum + s.gzip, 0),
        totalWire: before.reduce((sum, s) => sum + s.wire, 0),
        laterGzip: all.filter((s) => s.startMs >= paintAt).reduce((sum, s) => sum + s.gzip, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return reports;
}

/** Every remote's remoteEntry.js named by /mfe-manifest.json, as the gateway sends it gzip. */
export async function measureRemoteEntries(base: string): Promise<{ remote: string; gzip: number }[]> {
  const manifest = (await (await fetch(`${base}/mfe-manifest.json`)).json()) as { remotes: { name: string; entry: string; version?: string }[] };
  return Promise.all(
    manifest.remotes.map(async ({ name, entry }) => {
      const res = await fetch(new URL(entry, base), { headers: { 'accept-encoding': 'gzip' } });
      // fetch decodes the body: the gzip size is the body gzip -9, as the gateway's gzip copy is made.
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${entry} → ${res.status}`);
      return { remote: name, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
}
