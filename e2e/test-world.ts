import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { dropTestWorld, newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { waitUntilReady } from '../scripts/stack.ts';
import { runWebBuild } from '../scripts/web/run-web-build.ts';

type StartedStack = { url: string; stop(): Promise<void> };
type StackStarter = (options: { env: Record<string, string>; log: (line: string) => void }) => Promise<StartedStack>;

/**
 * The browser tests' marketplace: the web apps built (unchanged ones are skipped; not at all when
 * E2E_WEB_BUILT=1 says the caller has), an earlier run's
 * releases cleared (they would be served in place of this build), then a stack started by `start`
 * in a world of its own (database, Redis keys, NATS stream) with demo data and the limits lifted for
 * one machine. Returns Playwright's teardown, which stops the stack and drops the world.
 */
export async function startTestWorld(tag: string, releasesDir: string, start: StackStarter): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '..');
  // `npm test` builds once before starting the suites side by side (E2E_WEB_BUILT): two builds of one app at once overwrite each other.
  if (process.env['E2E_WEB_BUILT'] !== '1') {
    if (!runWebBuild()) throw new Error('web build failed');
  }

  await rm(releasesDir, { recursive: true, force: true });
  const prefix = newTestPrefix(tag);
  // The processes' warnings and errors (LOG_LEVEL warn), kept beside the suites' reports: a failure
  // seen only in CI (a 503 from the gateway) is explained there.
  await mkdir(path.join(root, '.ci/out'), { recursive: true });
  const stackLog = createWriteStream(path.join(root, `.ci/out/stack-${tag}.log`));
  const stack = await start({
    env: {
      HAAT_PREFIX: prefix,
      DATABASE_URL: testDatabaseUrl(prefix),
      HAAT_DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_POINTS: '100000',
      RATE_LIMIT_AUTH_POINTS: '1000',
    },
    log: (line) => {
      stackLog.write(`${line}\n`);
      if (process.env['E2E_STACK_LOGS']) console.log(line);
    },
  });
  await waitUntilReady(stack.url);
  return async () => {
    await stack.stop();
    stackLog.end();
    await dropTestWorld(prefix);
  };
}
