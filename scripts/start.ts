import { parseArgs } from 'node:util';
import { startStack, waitUntilReady } from './stack.ts';
import { startScaledStack } from './scaled-stack.ts';
import { runWebBuild } from './web/run-web-build.ts';

/**
 * `npm start`: builds the web apps when a build is missing or stale, then runs every service and
 * the gateway on http://localhost:8080 (PORT overrides) with demo data on first start.
 * `npm start -- --instances 2` runs two gateways and two of every service behind HAProxy instead.
 */
const { values: args } = parseArgs({ options: { instances: { type: 'string', default: '1' } } });
const instances = Number(args.instances);
if (!runWebBuild()) {
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
  console.error(`\n  ${(err as Error).message}. Are PostgreSQL (5432), Redis (6379) and NATS with JetStream (4222) running? See README.md.\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Haat…');
    void stack.stop().then(() => process.exit(0));
  });
}
