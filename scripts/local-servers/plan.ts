/**
 * What `npm start` and `npm test` do about PostgreSQL, Redis and NATS before anything else runs
 * (issue 37): use a server that answers, start PostgreSQL embedded (from the npm registry) when none
 * does, start Redis and NATS in Docker when they do not answer and Docker is there, and otherwise
 * stop with one paragraph that says what is missing and how to install it. Pure: the probes and
 * Docker's presence come in, a plan goes out.
 */
export type BackingServer = 'redis' | 'nats';
export type PostgresStep = 'use' | 'embedded';
/** `unreachable`: a URL the user set, on another machine, that does not answer (nothing to start here). */
export type BackingStep = 'use' | 'docker' | 'missing' | 'unreachable';
export type Plan = { postgres: PostgresStep; redis: BackingStep; nats: BackingStep };

export const DEFAULT_URLS = {
  postgres: 'postgres://postgres@127.0.0.1:5432',
  redis: 'redis://127.0.0.1:6379',
  nats: 'nats://127.0.0.1:4222',
} as const;

export type Situation = {
  /** DATABASE_URL as the user set it: unset, `embedded` (forced), or a server's URL. */
  databaseUrl: string | undefined;
  urls: Record<BackingServer, string>;
  answering: { postgres: boolean } & Record<BackingServer, boolean>;
  docker: boolean;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
export const isLocalUrl = (url: string): boolean => LOCAL_HOSTS.has(new URL(url).hostname);

export function planLocalServers({ databaseUrl, urls, answering, docker }: Situation): Plan {
  const postgres: PostgresStep = databaseUrl === 'embedded' || (!databaseUrl && !answering.postgres) ? 'embedded' : 'use';
  const backing = (server: BackingServer): BackingStep => {
    if (answering[server]) return 'use';
    if (!isLocalUrl(urls[server])) return 'unreachable';
    return docker ? 'docker' : 'missing';
  };
  return { postgres, redis: backing('redis'), nats: backing('nats') };
}

export const NAMES: Record<BackingServer, string> = { redis: 'Redis', nats: 'NATS with JetStream' };
const PACKAGES = {
  debian: { redis: 'redis-server', nats: 'nats-server' },
  brew: { redis: 'redis', nats: 'nats-server' },
} as const;

/** How each missing piece is installed and started, one command per system. */
function installLines(missing: BackingServer[]): string[] {
  const apt = missing.map((s) => PACKAGES.debian[s]).join(' ');
  const brew = missing.map((s) => PACKAGES.brew[s]).join(' ');
  const starts = (service: string) => missing.map((s) => (s === 'redis' ? service : '(nats-server -js &)')).join(' && ');
  return [
    `  Debian/Ubuntu:   sudo apt-get install -y ${apt} && ${starts('sudo service redis-server start')}`,
    `  macOS:           brew install ${brew} && ${starts('brew services start redis')}`,
    '  Windows:         the Debian/Ubuntu line in WSL (wsl --install gives Ubuntu)',
  ];
}

/**
 * The paragraph printed instead of a stack trace when the plan cannot be carried out: what is
 * missing, where it was looked for, and how to get it. Null when nothing is missing.
 */
export function missingServersText(plan: Plan, urls: Record<BackingServer, string>): string | null {
  const servers: BackingServer[] = ['redis', 'nats'];
  const unreachable = servers.filter((s) => plan[s] === 'unreachable');
  const missing = servers.filter((s) => plan[s] === 'missing');
  if (unreachable.length === 0 && missing.length === 0) return null;
  const lines: string[] = [];
  for (const s of unreachable) {
    lines.push(`Haat cannot reach ${NAMES[s]} at ${urls[s]} (${s === 'redis' ? 'REDIS_URL' : 'NATS_URL'}). Start it there, or unset ${s === 'redis' ? 'REDIS_URL' : 'NATS_URL'} to use one on this machine.`);
  }
  if (missing.length > 0) {
    const what = missing.map((s) => `${NAMES[s]} (${urls[s]})`).join(' and ');
    lines.push(
      `Haat needs ${what}: nothing answers there, and Docker is not available to start ${missing.length > 1 ? 'them' : 'it'} for you. ` +
        'Install Docker (https://docs.docker.com/get-docker/) and run the command again, or install and start ' +
        `${missing.length > 1 ? 'them' : 'it'} yourself:`,
      ...installLines(missing),
    );
  }
  return lines.join('\n');
}
