import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_FILE, SECRET_FILES } from '@haat/server-kit';
import { manifestProblems } from './check-manifests.ts';
import type { Manifest } from './manifest-types.ts';
import { readYamlDocuments } from './read-yaml.ts';
import { renderKustomization } from './render-kustomization.ts';
import { validateManifest } from './validate-manifest.ts';

const K8S = path.resolve(import.meta.dirname, '../../deploy/k8s');
const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays/production');
const APPS = ['gateway', 'identity', 'catalog', 'order', 'chat', 'notification', 'moderation'];
const secrets = readYamlDocuments(path.join(BASE, 'secrets.template.yaml')) as Manifest[];

const problemsOf = (docs: Manifest[]) => manifestProblems(docs, { secrets });
const find = (docs: Manifest[], kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name) as any;

const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A copy of deploy/k8s with one file changed, for the refusals. */
function editedCopy(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-k8s-'));
  scratch.push(dir);
  cpSync(K8S, dir, { recursive: true });
  const where = path.join(dir, file);
  const before = readFileSync(where, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed nothing').not.toBe(before);
  writeFileSync(where, after);
  return dir;
}

describe('the Kubernetes manifests (deploy/k8s)', () => {
  it.each([['base', BASE], ['production overlay', PRODUCTION]])('%s: every object passes the API schema with no unknown field, and every reference resolves', async (_, dir) => {
    const docs = renderKustomization(dir);
    expect(await problemsOf(docs)).toEqual([]);
    for (const app of APPS) {
      for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) expect(find(docs, kind, app), `${kind}/${app}`).toBeDefined();
    }
    expect(find(docs, 'Ingress', 'gateway').spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
  });

  it('the secret template passes the schema and names the files make-secrets writes', async () => {
    expect((await Promise.all(secrets.map(validateManifest))).flat()).toEqual([]);
    expect(Object.keys(find(secrets, 'Secret', 'haat-keys').stringData).toSorted()).toEqual([...Object.values(SECRET_FILES), GATEWAY_SECRET_FILE].toSorted());
  });

  it('each app runs its entry point as the non-root user on a read-only root, drains on SIGTERM, only identity holds the signing key, and only the gateway and identity the gateway secret', () => {
    const docs = renderKustomization(BASE);
    for (const app of APPS) {
      const pod = find(docs, 'Deployment', app).spec.template.spec;
      const [container] = pod.containers;
      expect(container.command).toEqual(['node', app === 'gateway' ? 'gateway/src/main.ts' : `services/${app}/src/main.ts`]);
      expect(container.readinessProbe.httpGet.path).toBe(app === 'gateway' ? '/api/ping' : '/health');
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      // preStop pause + the apps' 10 s forced exit stay within the grace period.
      expect(container.lifecycle.preStop.sleep.seconds + 10).toBeLessThan(pod.terminationGracePeriodSeconds);
      const keyFiles = pod.volumes.find((v: any) => v.name === 'keys').secret.items.map((i: any) => i.key);
      expect(keyFiles.includes(SECRET_FILES.JWT_PRIVATE_KEY)).toBe(app === 'identity');
      const holdsGatewaySecret = app === 'gateway' || app === 'identity';
      expect(keyFiles.includes(GATEWAY_SECRET_FILE), app).toBe(holdsGatewaySecret);
      const gatewaySecretEnv = container.env.filter((e: any) => e.name.startsWith('GATEWAY_SECRET'));
      expect(gatewaySecretEnv, app).toEqual(holdsGatewaySecret ? [{ name: 'GATEWAY_SECRET_FILE', value: `/secrets/${GATEWAY_SECRET_FILE}` }] : []);
    }
  });

  it('production: at least two of every app, bigger pods, the pushed image, the public host, all in the haat namespace', () => {
    const docs = renderKustomization(PRODUCTION);
    for (const app of APPS) {
      expect(find(docs, 'HorizontalPodAutoscaler', app).spec.minReplicas).toBeGreaterThanOrEqual(2);
      const [container] = find(docs, 'Deployment', app).spec.template.spec.containers;
      expect(container.image).toBe('registry.example.com/haat/haat:0.1.0');
      expect(container.resources.requests.cpu).toBe(app === 'gateway' ? '500m' : '250m');
      // The patches add to the base: every base setting and mount is still there.
      const base = find(renderKustomization(BASE), 'Deployment', app).spec.template.spec.containers[0];
      expect(container.env).toEqual(expect.arrayContaining(base.env));
      expect(container.volumeMounts).toEqual(expect.arrayContaining(base.volumeMounts));
    }
    // Every gateway serves the same released web app versions, from one shared volume.
    const gateway = find(docs, 'Deployment', 'gateway').spec.template.spec;
    expect(gateway.containers[0].env).toContainEqual({ name: 'HAAT_RELEASES_DIR', value: '/releases' });
    expect(gateway.containers[0].volumeMounts).toContainEqual({ name: 'releases', mountPath: '/releases' });
    expect(find(docs, 'PersistentVolumeClaim', 'haat-releases').spec.accessModes).toEqual(['ReadWriteMany']);
    expect(find(docs, 'Ingress', 'gateway').spec.rules.map((r: any) => r.host)).toEqual(['haat.in']);
    expect(find(docs, 'ConfigMap', 'haat-config').data.PUBLIC_ORIGIN).toBe('https://haat.in');
    expect(docs.filter((d) => d.kind !== 'Namespace').every((d) => d.metadata.namespace === 'haat')).toBe(true);
  });

  it.each([
    ['a misspelt field', 'base/order.yaml', (t: string) => t.replace('terminationGracePeriodSeconds', 'terminationGracePeriod'), /Deployment\/order: unknown field spec.template.spec.terminationGracePeriod$/],
    ['a misspelt nested field', 'base/chat.yaml', (t: string) => t.replace('periodSeconds: 5\n            timeoutSeconds', 'periodSecond: 5\n            timeoutSeconds'), /unknown field spec.template.spec.containers.0.readinessProbe.periodSecond/],
    ['a wrong apiVersion', 'base/catalog.yaml', (t: string) => t.replace('apiVersion: autoscaling/v2', 'apiVersion: autoscaling/v3'), /HorizontalPodAutoscaler\/catalog: unknown apiVersion autoscaling\/v3/],
    ['a wrong kind', 'base/identity.yaml', (t: string) => t.replace('kind: PodDisruptionBudget', 'kind: PodDisruptionBudgets'), /unknown kind PodDisruptionBudgets in policy\/v1/],
    ['a wrong type', 'base/notification.yaml', (t: string) => t.replace('averageUtilization: 70', 'averageUtilization: 70%'), /HorizontalPodAutoscaler\/notification: .*averageUtilization must be integer/],
    ['an unquoted off (a boolean in YAML 1.1)', 'base/config.yaml', (t: string) => t.replace('HAAT_DEMO_DATA: "off"', 'HAAT_DEMO_DATA: off'), /ConfigMap\/haat-config: .*HAAT_DEMO_DATA must be string/],
    ['a missing required field', 'base/gateway.yaml', (t: string) => t.replace('  selector:\n    matchLabels: { app.kubernetes.io/name: gateway }\n  strategy', '  strategy'), /Deployment\/gateway: .*must have required property selector/],
  ])('refuses %s', async (_, file, edit, problem) => {
    const docs = renderKustomization(path.join(editedCopy(file, edit), 'overlays/production'));
    expect((await problemsOf(docs)).join('\n')).toMatch(problem);
  });

  it.each([
    ['a Service whose selector matches no pods', 'base/chat.yaml', (t: string) => t.replace('selector: { app.kubernetes.io/name: chat }', 'selector: { app.kubernetes.io/name: chats }'), 'Service/chat: its selector matches no Deployment\'s pods'],
    ['an autoscaler aimed at a missing Deployment', 'base/order.yaml', (t: string) => t.replace('kind: Deployment, name: order', 'kind: Deployment, name: orders'), 'HorizontalPodAutoscaler/order: scales Deployment/orders, which does not exist'],
    ['a probe on a port the container does not have', 'base/identity.yaml', (t: string) => t.replace('readinessProbe:\n            httpGet: { path: /health, port: http }', 'readinessProbe:\n            httpGet: { path: /health, port: web }'), 'Deployment/identity container app: readinessProbe port web is not a container port'],
    ['a secret key the Secret does not hold', 'base/catalog.yaml', (t: string) => t.replace('key: S3_SECRET_ACCESS_KEY', 'key: S3_SECRET_KEY'), 'Deployment/catalog container app: Secret haat-env has no key S3_SECRET_KEY'],
    ['a ConfigMap key that is not there', 'base/config.yaml', (t: string) => t.replace('  LOG_LEVEL: info\n', ''), 'Deployment/gateway container app: ConfigMap haat-config has no key LOG_LEVEL'],
    ['a volume whose claim does not exist', 'overlays/production/patches/gateway-releases.yaml', (t: string) => t.replace('claimName: haat-releases', 'claimName: releases'), 'Deployment/gateway volume releases: no PersistentVolumeClaim releases'],
    ['a budget that selects no pods', 'base/moderation.yaml', (t: string) => t.replace('maxUnavailable: 1\n  selector:\n    matchLabels: { app.kubernetes.io/name: moderation }', 'maxUnavailable: 1\n  selector:\n    matchLabels: { app.kubernetes.io/name: moderator }'), 'PodDisruptionBudget/moderation: its selector matches no Deployment\'s pods'],
  ])('refuses %s', async (_, file, edit, problem) => {
    const docs = renderKustomization(path.join(editedCopy(file, edit), 'overlays/production'));
    expect(await problemsOf(docs)).toContain(problem);
  });

  it('runs NATS in the cluster on the generated configuration, each app signing in as itself with its own key of haat-nats', () => {
    const docs = renderKustomization(BASE);
    const nats = find(docs, 'StatefulSet', 'nats').spec.template.spec;
    const passwordKeys = nats.containers[0].env.map((e: any) => [e.name, e.valueFrom.secretKeyRef.name, e.valueFrom.secretKeyRef.key]);
    expect(passwordKeys).toEqual(APPS.map((app) => [`NATS_PASSWORD_${app.toUpperCase()}`, 'haat-nats', app]));
    expect(find(docs, 'ConfigMap', 'nats-config').data['nats.conf']).toContain('user: gateway, password: $NATS_PASSWORD_GATEWAY');
    for (const app of APPS) {
      const env = find(docs, 'Deployment', app).spec.template.spec.containers[0].env;
      expect(env).toContainEqual({ name: 'NATS_URL', value: 'nats://nats:4222' });
      expect(env).toContainEqual({ name: 'NATS_USER', value: app });
      expect(env).toContainEqual({ name: 'NATS_PASSWORD', valueFrom: { secretKeyRef: { name: 'haat-nats', key: app } } });
    }
    expect(Object.keys(find(secrets, 'Secret', 'haat-nats').stringData)).toEqual(APPS);
  });

  it('lets the gateways and Prometheus reach the services, the Ingress controller the gateway, and only the apps NATS', () => {
    const docs = renderKustomization(PRODUCTION);
    const from = (name: string) => find(docs, 'NetworkPolicy', name).spec.ingress.map((rule: any) => [rule.from, rule.ports.map((p: any) => p.port)]);
    const prometheus = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } };
    for (const app of APPS.filter((a) => a !== 'gateway')) {
      expect(from(app), app).toEqual([[[{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }, prometheus], ['http']]]);
    }
    expect(from('gateway')).toEqual([[[{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }], ['http']], [[prometheus], ['metrics']]]);
    expect(from('nats')).toEqual([[[{ podSelector: { matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: APPS }] } }], ['client']]]);
    expect(find(docs, 'NetworkPolicy', 'default-deny-ingress').spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
  });

  it.each([
    ['a workload without a policy of its own', 'base/network-policies.yaml', (t: string) => t.replace('matchLabels: { app.kubernetes.io/name: chat }', 'matchLabels: { app.kubernetes.io/name: chats }'), 'Deployment/chat: no NetworkPolicy of its own lets anything reach its pods'],
    ['a policy that selects no pods', 'base/network-policies.yaml', (t: string) => t.replace('matchLabels: { app.kubernetes.io/name: order }', 'matchLabels: { app.kubernetes.io/name: orders }'), 'NetworkPolicy/order: its podSelector matches no Deployment\'s or StatefulSet\'s pods'],
    ['a peer that matches no pods', 'base/network-policies.yaml', (t: string) => t.replace('values: [gateway, identity, catalog, order, chat, notification, moderation]', 'values: [gw]'), 'NetworkPolicy/nats: a peer\'s podSelector {"matchExpressions":[{"key":"app.kubernetes.io/name","operator":"In","values":["gw"]}]} matches no pods of this namespace'],
    ['a port the pods do not have', 'base/network-policies.yaml', (t: string) => t.replace('- { port: client }', '- { port: 4223 }'), 'NetworkPolicy/nats: port 4223 is no container port of StatefulSet/nats'],
    ['no default deny', 'base/network-policies.yaml', (t: string) => t.replace('podSelector: {}', 'podSelector: { matchLabels: { app.kubernetes.io/name: gateway } }'), 'no NetworkPolicy denies ingress by default (podSelector {}, policyTypes [Ingress], no rules)'],
    ['a NATS password key haat-nats does not hold', 'base/nats.yaml', (t: string) => t.replace('key: moderation }', 'key: moderator }'), 'StatefulSet/nats container nats: Secret haat-nats has no key moderator'],
  ])('refuses %s', async (_, file, edit, problem) => {
    const docs = renderKustomization(path.join(editedCopy(file, edit), 'overlays/production'));
    expect(await problemsOf(docs)).toContain(problem);
  });

  it('the renderer refuses what it does not implement, and a patch that matches nothing', () => {
    const generator = editedCopy('overlays/production/kustomization.yaml', (t) => `${t}configMapGenerator:\n  - name: extra\n`);
    expect(() => renderKustomization(path.join(generator, 'overlays/production'))).toThrow('configMapGenerator not supported by this renderer');
    const stray = editedCopy('overlays/production/patches/gateway-resources.yaml', (t) => t.replace('name: gateway', 'name: gatewy'));
    expect(() => renderKustomization(path.join(stray, 'overlays/production'))).toThrow('the patch matches no resource');
  });
});
