import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const running = new Set<ChildProcess>();

/** A real service (or the gateway) started from its public entry point as a process of its own. */
export type ServiceProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Whether the process is still running (it has not exited or been killed). */
  alive(): boolean;
  /** Everything it wrote so far (its last 200 kB), for failure messages. */
  log(): string;
  /** Kills it (SIGKILL unless told) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Runs `node <entry>` (relative to the repository root) with `env`, on `port` (0: any free one),
 * and resolves once it says it is listening. Started processes are remembered for
 * `killServiceProcesses`, which a test's afterAll calls whatever happened.
 */
export async function startServiceProcess(entry: string, env: Record<string, string | undefined>, { port = 0, timeoutMs = 30_000 } = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: env['LOG_LEVEL'] === 'silent' || !env['LOG_LEVEL'] ? 'info' : env['LOG_LEVEL'] },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const append = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-200_000));
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const listening = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const onData = () => {
      const found = /listening on (?:port |https?:\/\/[^:/]+:)(\d+)/.exec(log);
      if (!found) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(Number(found[1]));
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code ?? signal}) before listening:\n${log}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    child,
    alive,
    log: () => log,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (!alive()) return;
      const exit = once(child, 'exit');
      child.kill(signal);
      await exit;
    },
  };
}

/** Kills every process `startServiceProcess` started that is still running. */
export async function killServiceProcesses(): Promise<void> {
  await Promise.all([...running].map(async (child) => {
    const exit = once(child, 'exit');
    child.kill('SIGKILL');
    await exit;
  }));
}
