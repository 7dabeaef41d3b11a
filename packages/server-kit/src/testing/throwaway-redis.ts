import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRedis } from '../jobs/index.ts';

/**
 * A redis-server of a test's own on `port`, keeping nothing on disk as in production: a restart
 * comes back empty. The machine's shared Redis is never disturbed.
 */
export async function startThrowawayRedis({ port }: { port: number }) {
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const answers = async () => {
    const probe = createRedis(url, { failFast: true });
    probe.on('error', () => {});
    try {
      await once(probe, 'ready');
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  const server = {
    url,
    async start(): Promise<void> {
      if (await answers()) throw new Error(`port ${port} is already in use (a throwaway Redis of an earlier run?)`);
      child = spawn(process.env['REDIS_SERVER'] ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
      const running = child;
      // A test that times out never reaches its clean-up: the server must not outlive the test process.
      const killOnExit = () => running.kill('SIGKILL');
      process.once('exit', killOnExit);
      running.once('exit', () => process.off('exit', killOnExit));
      for (const started = Date.now(); !(await Promise.race([answers(), sleep(1000, false)])); await sleep(50)) {
        if (running.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${running.exitCode})`);
        if (Date.now() - started > 10_000) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      }
    },
    /** Kills it: every key is gone, as after a crash. */
    async stop(): Promise<void> {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill('SIGKILL');
      await exit;
      child = null;
    },
  };
  await server.start();
  return server;
}
export type ThrowawayRedis = Awaited<ReturnType<typeof startThrowawayRedis>>;
