import { chromium } from '@playwright/test';
import { RELEASE_APPS, type ReleaseAppName } from '@haat/releases';

/** Who signs in to check an app, and a page of theirs that app draws (the demo accounts, password demo1234). */
const CHECKS: Record<ReleaseAppName, { email: string; page: string }> = {
  shell: { email: 'buyer@demo.haat.in', page: '/' },
  buyer: { email: 'buyer@demo.haat.in', page: '/' },
  seller: { email: 'seller@demo.haat.in', page: '/dashboard' },
  delivery: { email: 'delivery@demo.haat.in', page: '/delivery/dashboard' },
  admin: { email: 'admin@demo.haat.in', page: '/admin' },
};

/**
 * Opens a page of the app in headless Chromium on the running stack, signed in as the demo user of
 * its role, and lists what went wrong: the fallback page shown, a file of ours answering 404, an
 * error thrown, the app's code not loaded. An empty list: the release works.
 */
export async function verifyRelease(app: ReleaseAppName, { baseUrl, chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' }: { baseUrl: string; chromiumPath?: string }): Promise<string[]> {
  const problems: string[] = [];
  const dir = RELEASE_APPS[app];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.addInitScript(() => localStorage.setItem('locationDismissed', 'true'));
    const origin = new URL(baseUrl).origin;
    let appCodeLoaded = false;
    page.on('pageerror', (error) => problems.push(`error thrown: ${error.message}`));
    page.on('response', (response) => {
      const url = response.url();
      if (response.status() >= 400 && (url.startsWith(`${origin}/mfe/`) || /\.(js|css)$/.test(new URL(url).pathname))) problems.push(`${response.status()} for ${url}`);
      if (response.ok() && (dir === 'shell' ? /\/main\.[0-9a-f]{8}\.js$/.test(url) : url.includes(`/mfe/${dir}/`) && url.includes('remoteEntry.js'))) appCodeLoaded = true;
    });

    await page.goto('/login');
    await page.getByLabel('Email').fill(CHECKS[app].email);
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.goto(CHECKS[app].page);
    await page.locator('h1').first().waitFor({ timeout: 20_000 }).catch(() => problems.push(`no heading on ${CHECKS[app].page}`));
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    if (await page.getByRole('heading', { name: 'Something went wrong' }).isVisible()) problems.push(`the fallback page shows on ${CHECKS[app].page}`);
    if (!appCodeLoaded) problems.push(`${dir}'s code was not loaded on ${CHECKS[app].page}`);
  } catch (error) {
    problems.push(`the check could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
  }
  return problems;
}
