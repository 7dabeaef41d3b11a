import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_FILE } from '@haat/server-kit';
import { NATS_SECRETS_DIR } from './nats-secrets.ts';
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
 * object storage (S3_*) on Kubernetes (docs/decisions/0178-kubernetes-manifests-validator-renderer-object-storage.md); the gateway gets compose's shared
 * DATABASE_URL but never opens Postgres; the NATS password is a file of the secrets volume in
 * compose, and NATS_PASSWORD from the Secret haat-nats on Kubernetes.
 */
const composeOnly = (app: string, key: string) => key === 'IMAGE_DIR' || key === 'NATS_PASSWORD_FILE' || (app === 'gateway' && key === 'DATABASE_URL');
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

  it('runs NATS on the generated configuration, each app signing in as itself with its own password file', () => {
    const nats = services['nats']!;
    expect(nats.volumes).toEqual(expect.arrayContaining(['./deploy/nats.conf:/etc/nats/nats.conf:ro', 'secrets:/etc/nats/secrets:ro']));
    expect(readFileSync(path.join(ROOT, 'deploy/nats.conf'), 'utf8')).toMatch(/^include "secrets\/nats\/passwords.conf"$/m);
    for (const [name, app] of apps) {
      expect(app.environment!['NATS_PASSWORD_FILE'], name).toBe(`/secrets/${NATS_SECRETS_DIR}/${name}`);
      expect(app.environment!['NATS_USER'] ?? name, name).toBe(name);
    }
  });

  it('gives the gateway secret, made by the `secrets` service in the volume, to the gateway and identity only', () => {
    expect(services['secrets']!.command).toEqual(['node', 'scripts/make-secrets.ts', '/secrets']);
    for (const [name, app] of apps) {
      const holds = name === 'gateway' || name === 'identity';
      expect(app.environment!['GATEWAY_SECRET_FILE'], name).toBe(holds ? `/secrets/${GATEWAY_SECRET_FILE}` : undefined);
      expect(app.environment!['GATEWAY_SECRET'], name).toBeUndefined();
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
