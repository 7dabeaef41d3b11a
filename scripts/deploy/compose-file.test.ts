import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYamlDocuments } from './read-yaml.ts';
import { renderKustomization } from './render-kustomization.ts';

/** docker-compose.yml read as compose reads it (no Docker engine here): names, ports and env only. */
const ROOT = path.resolve(import.meta.dirname, '../..');
type ComposeService = { command?: string[]; ports?: string[]; container_name?: string; profiles?: string[]; environment?: Record<string, string>; volumes?: string[] };
const [compose] = readYamlDocuments(path.join(ROOT, 'docker-compose.yml')) as [{ services: Record<string, ComposeService> }];
const services = compose.services;
/** The apps: every service that runs one of our entry points (not the one-shot `secrets`). */
/**
 * Settings compose gives that the manifests leave out: images live on a volume in compose and in
 * object storage (S3_*) on Kubernetes (docs/decisions.md); the gateway gets compose's shared
 * DATABASE_URL but never opens Postgres.
 */
const composeOnly = (app: string, key: string) => key === 'IMAGE_DIR' || (app === 'gateway' && key === 'DATABASE_URL');
const apps = Object.entries(services).filter(([, s]) => s.command?.[0] === 'node' && s.command[1]?.endsWith('/main.ts'));

describe('docker-compose.yml, scaled with --scale', () => {
  it('runs the seven apps, none of which pins a container name or a host port', () => {
    expect(apps.map(([name]) => name).toSorted()).toEqual(['catalog', 'chat', 'gateway', 'identity', 'moderation', 'notification', 'order']);
    for (const [name, app] of apps) {
      expect(app.container_name, name).toBeUndefined();
      expect(app.ports, name).toBeUndefined();
    }
  });

  it('publishes one port of the default stack, the proxy\'s, which balances every gateway replica found by name', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports && !s.profiles);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const proxy = services['proxy']!;
    const [mount] = proxy.volumes!;
    const [source, target] = mount!.split(':');
    expect(target).toBe('/usr/local/etc/haproxy/haproxy.cfg');
    const config = readFileSync(path.join(ROOT, source!), 'utf8');
    const containerPort = proxy.ports![0]!.split(':').at(-1);
    expect(config).toMatch(new RegExp(`^\\s*bind :${containerPort}$`, 'm'));
    const gatewayPort = services['gateway']!.environment!['PORT'];
    expect(config).toMatch(new RegExp(`^\\s*server-template gateway \\d+ gateway:${gatewayPort} .*resolvers docker`, 'm'));
    expect(config).toMatch(/^\s*cookie HAAT_GW insert .*dynamic$/m);
    expect(services['gateway']!.environment!['TRUSTED_PROXY_HOPS']).toBe('1');
  });

  it('lets the gateway reach every service by its compose name and its port (DNS answers with every replica)', () => {
    const gatewayEnv = services['gateway']!.environment!;
    for (const [name, app] of apps.filter(([appName]) => appName !== 'gateway')) {
      expect(gatewayEnv[`${name.toUpperCase()}_URL`], name).toBe(`http://${name}:${app.environment!['PORT']}`);
    }
  });

  it('runs each app with the same entry point and settings as the Kubernetes manifests', () => {
    const docs = renderKustomization(path.join(ROOT, 'deploy/k8s/base'));
    for (const [name, app] of apps) {
      const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
      expect(deployment, name).toBeDefined();
      const container = ((deployment!['spec'] as any).template.spec.containers as { command: string[]; env: { name: string }[] }[])[0]!;
      expect(container.command, name).toEqual(app.command);
      const k8sEnv = new Set(container.env.map((e) => e.name));
      const missing = Object.keys(app.environment ?? {}).filter((key) => !k8sEnv.has(key) && !composeOnly(name, key));
      expect(missing, name).toEqual([]);
    }
  });
});
