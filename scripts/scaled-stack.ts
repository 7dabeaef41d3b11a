import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { services } from '@haat/contracts';
import { serviceUrlEnv, stackEnv, superviseApps, type Stack, type SupervisedApp } from './stack.ts';
import { gatewayServerName, haproxyConfig } from './haproxy-config.ts';

type ScaledStackOptions = {
  /** How many gateways and how many instances of every service (1–9). */
  instances?: number;
  /** Environment for every process (database, prefix, limits…); the process env is the base. */
  env?: Record<string, string>;
  /** HAProxy's public port, in front of the gateways. */
  port?: number;
  /** Ports are laid out from here: see `scaledPorts`. */
  servicePortBase?: number;
  log?: (line: string) => void;
  /** The HAProxy binary (Debian's package `haproxy`). */
  haproxy?: string;
};

export type ScaledStack = Stack & {
  /** Each gateway's own address, bypassing HAProxy (to pin a client to one). */
  gatewayUrls: string[];
};

/**
 * The port plan from `base`: HAProxy's frontend for service i (identity = 1, …) listens on base + i,
 * the address the gateways are given, as with one instance; instance k (1-based) of service i
 * listens on base + 10k + i, and gateway k on base + 10k.
 */
export function scaledPorts(base: number, instances: number) {
  const ks = Array.from({ length: instances }, (_, k) => k + 1);
  return {
    serviceFrontend: (i: number) => base + i + 1,
    serviceInstances: (i: number) => ks.map((k) => base + 10 * k + i + 1),
    gateways: ks.map((k) => base + 10 * k),
  };
}

/** Whether HAProxy is installed (`apt-get install -y haproxy`). */
export function haproxyAvailable(haproxy = 'haproxy'): boolean {
  return spawnSync(haproxy, ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The whole marketplace as `instances` gateways and `instances` of every service, behind HAProxy
 * (public: sticky per browser over the gateways; internal: round robin over each service's
 * instances). Postgres, Redis and NATS are shared, as in production.
 */
export async function startScaledStack({
  instances = 2, env = {}, port = 8080, servicePortBase = 4100, log = () => {}, haproxy = 'haproxy',
}: ScaledStackOptions = {}): Promise<ScaledStack> {
  if (!Number.isInteger(instances) || instances < 1 || instances > 9) throw new Error(`instances must be 1–9, not ${instances}`);
  if (!haproxyAvailable(haproxy)) throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  const ports = scaledPorts(servicePortBase, instances);

  const dir = mkdtempSync(path.join(tmpdir(), 'haat-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({
    gateways: { name: 'gateways', listenPort: port, serverPorts: ports.gateways },
    services: services.map((name, i) => ({ name, listenPort: ports.serviceFrontend(i), serverPorts: ports.serviceInstances(i) })),
  }));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy.cfg is invalid: ${check.stderr}`);

  // The gateways reach each service through its HAProxy frontend, and trust HAProxy's X-Forwarded-For.
  const baseEnv = stackEnv({ ...serviceUrlEnv((_, i) => `http://127.0.0.1:${ports.serviceFrontend(i)}`), TRUSTED_PROXY_HOPS: '1', ...env });
  const apps: SupervisedApp[] = [
    // -db: stay in the foreground, so the supervisor owns it like any other process.
    { name: 'haproxy', command: haproxy, args: ['-db', '-f', cfg] },
    ...services.flatMap((name, i) => ports.serviceInstances(i).map((servicePort, k) => ({
      name: `${name}${k + 1}`, entry: `services/${name}/src/main.ts`, env: { PORT: String(servicePort) },
    }))),
    ...ports.gateways.map((gatewayPort, k) => ({ name: gatewayServerName(k), entry: 'gateway/src/main.ts', env: { PORT: String(gatewayPort) } })),
  ];
  const supervisor = superviseApps(apps, { env: baseEnv, log });
  return {
    url: `http://127.0.0.1:${port}`,
    gatewayUrls: ports.gateways.map((p) => `http://127.0.0.1:${p}`),
    async stop() {
      await supervisor.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
