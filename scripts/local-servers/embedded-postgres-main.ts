import { startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * `node embedded-postgres-main.ts <dataDir>`: runs the embedded PostgreSQL in a process of its own,
 * so the library's exit hooks (which end the process on a signal) never cut short the stop of the
 * apps around it. Prints `{"rootUrl"}` (or `{"error"}`) as one line once it answers, and stops the
 * server when its standard input closes: when `npm start` or `npm test` stops it, or dies.
 */
const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node scripts/local-servers/embedded-postgres-main.ts <data folder>');
  process.exit(2);
}
try {
  const pg = await startEmbeddedPostgres({ dataDir, log: (line) => console.error(line) });
  process.stdout.write(`${JSON.stringify({ rootUrl: pg.rootUrl })}\n`);
  process.stdin.on('close', () => void pg.stop().then(() => process.exit(0)));
  process.stdin.resume();
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: (error as Error).message })}\n`);
  process.exit(1);
}
