import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RunningPostgres } from './embedded-postgres.ts';

const MAIN = path.join(import.meta.dirname, 'embedded-postgres-main.ts');

/** Starts embedded-postgres-main.ts and resolves once its server answers; `stop()` ends it. */
export function startEmbeddedPostgresProcess({ dataDir, log = () => {} }: { dataDir: string; log?: (line: string) => void }): Promise<RunningPostgres> {
  const child = spawn(process.execPath, [MAIN, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  createInterface({ input: child.stderr }).on('line', log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const reply = JSON.parse(line) as { rootUrl?: string; error?: string };
      if (reply.rootUrl) resolve({ rootUrl: reply.rootUrl, stop });
      else reject(new Error(reply.error ?? 'The embedded PostgreSQL did not start.'));
    });
    child.once('exit', (code) => reject(new Error(`The embedded PostgreSQL's process ended (exit ${code}) before it answered.`)));
  });
}
