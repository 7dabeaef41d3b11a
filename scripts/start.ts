import { parseArgs } from 'node:util';
import { startStack, waitUntilReady } from './stack.ts';
import { ensureLocalServersOrExit } from './local-servers/ensure.ts';
import { startScaledStack } from './scaled-stack.ts';
import { runWebBuild } from './web/run-web-build.ts';

/**
 * `npm start`: builds the web apps when a build is missing or stale, then runs every service and
 * the gateway on http://localhost:8080 (PORT overrides) with demo data on first start. PostgreSQL,
 * Redis and NATS are found or started first (local-servers/ensure.ts).
 * `npm start -- --instances 2` runs two gateways and two of every service behind HAProxy instead.
 */
const { values: args } = parseArgs({ options: { instances: { type: 'string', default: '1' } } });
const instances = Number(args.instances);
const servers = await ensureLocalServersOrExit();
if (!runWebBuild()) {
  await servers.stop();
  console.error('The web build failed; fix it and run npm start again.');
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 8080);
const stackOptions = { port, servicePortBase: Number(process.env['SERVICE_PORT_BASE'] ?? 4100), log: (line: string) => console.log(line) };
const stack = instances > 1 ? await startScaledStack({ ...stackOptions, instances }) : await startStack(stackOptions);
try {
  await waitUntilReady(stack.url);
  console.log(`\n  Haat is running on http://localhost:${port}\n  Demo accounts (password demo1234): buyer@demo.haat.in, seller@demo.haat.in, delivery@demo.haat.in, admin@demo.haat.in\n`);
} catch (err) {
  console.error(`\n  ${(err as Error).message}. See README.md, "Quick start".\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Haat…');
    void stack.stop().then(() => servers.stop()).then(() => process.exit(0));
  });
}
