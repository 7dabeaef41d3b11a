import { isRecord, nameOf, type Manifest } from './manifest-types.ts';
import { networkPolicyProblems } from './network-policies.ts';

/**
 * What no schema sees: the objects of one rendering must point at each other. Every Service,
 * PodDisruptionBudget and autoscaler reaches a Deployment (a Service: or the StatefulSet); every probe and Service port is a port
 * of the container; every key an app reads from a ConfigMap or Secret, and every claim it mounts, is there. `secrets` are the
 * Secrets created outside the kustomization (from secrets.template.yaml), as they will exist.
 * NetworkPolicies: every workload has one of its own, and each selects pods that exist, on their ports (network-policies.ts).
 */
type Container = { name: string; ports?: { name?: string; containerPort: number }[]; env?: EnvVar[]; envFrom?: EnvSource[]; [probe: string]: unknown };
type EnvVar = { name: string; valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef } };
type EnvSource = { configMapRef?: { name: string }; secretRef?: { name: string } };
type KeyRef = { name: string; key: string; optional?: boolean };
type PodSpec = { containers: Container[]; initContainers?: Container[]; volumes?: { name: string; secret?: { secretName: string; items?: { key: string }[] }; persistentVolumeClaim?: { claimName: string }; configMap?: { name: string } }[] };
type Deployment = Manifest & { spec: { selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } } };
/** A Deployment or a StatefulSet: the same pod template and selector. */
export type Workload = Deployment;

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'];
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Boolean(selector && Object.keys(selector).length) && Object.entries(selector!).every(([k, v]) => labels[k] === v);
export const podLabels = (d: Deployment) => d.spec.template.metadata.labels ?? {};
export const portOf = (container: Container, port: unknown) => (container.ports ?? []).some((p) => p.name === port || p.containerPort === port);
export const workloadsOf = (docs: Manifest[]) => docs.filter((d): d is Workload => d.kind === 'Deployment' || d.kind === 'StatefulSet');

function keysOf(docs: Manifest[], kind: 'ConfigMap' | 'Secret'): Map<string, Set<string>> {
  return new Map(docs.filter((d) => d.kind === kind).map((d) => [d.metadata.name, new Set(Object.keys({ ...(d['data'] as object), ...(d['stringData'] as object) }))]));
}

export function crossReferenceProblems(docs: Manifest[], { secrets = [] as Manifest[] } = {}): string[] {
  const problems: string[] = [];
  const deployments = docs.filter((d): d is Deployment => d.kind === 'Deployment');
  const workloads = workloadsOf(docs);
  const configMaps = keysOf(docs, 'ConfigMap');
  const secretKeys = keysOf([...docs, ...secrets], 'Secret');

  const checkRef = (owner: string, kind: string, known: Map<string, Set<string>>, ref: KeyRef) => {
    if (!known.get(ref.name)?.has(ref.key)) problems.push(`${owner}: ${kind} ${ref.name} has no key ${ref.key}`);
  };

  for (const d of workloads) {
    if (!selects(d.spec.selector.matchLabels, podLabels(d))) problems.push(`${nameOf(d)}: its selector does not select its own pods`);
    const pod = d.spec.template.spec;
    for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
      const owner = `${nameOf(d)} container ${c.name}`;
      for (const probe of PROBES) {
        const action = c[probe];
        if (!isRecord(action)) continue;
        const port = (action['httpGet'] as { port?: unknown } | undefined)?.port ?? (action['tcpSocket'] as { port?: unknown } | undefined)?.port;
        if (port !== undefined && !portOf(c, port)) problems.push(`${owner}: ${probe} port ${String(port)} is not a container port`);
      }
      for (const e of c.env ?? []) {
        if (e.valueFrom?.configMapKeyRef) checkRef(owner, 'ConfigMap', configMaps, e.valueFrom.configMapKeyRef);
        if (e.valueFrom?.secretKeyRef) checkRef(owner, 'Secret', secretKeys, e.valueFrom.secretKeyRef);
      }
      for (const from of c.envFrom ?? []) {
        if (from.configMapRef && !configMaps.has(from.configMapRef.name)) problems.push(`${owner}: no ConfigMap ${from.configMapRef.name}`);
        if (from.secretRef && !secretKeys.has(from.secretRef.name)) problems.push(`${owner}: no Secret ${from.secretRef.name}`);
      }
    }
    for (const v of pod.volumes ?? []) {
      const claim = v.persistentVolumeClaim?.claimName;
      if (claim && !docs.some((o) => o.kind === 'PersistentVolumeClaim' && o.metadata.name === claim)) problems.push(`${nameOf(d)} volume ${v.name}: no PersistentVolumeClaim ${claim}`);
      if (!v.secret) continue;
      if (!secretKeys.has(v.secret.secretName)) problems.push(`${nameOf(d)} volume ${v.name}: no Secret ${v.secret.secretName}`);
      for (const item of v.secret.items ?? []) checkRef(`${nameOf(d)} volume ${v.name}`, 'Secret', secretKeys, { name: v.secret.secretName, key: item.key });
    }
    for (const v of pod.volumes ?? []) if (v.configMap && !configMaps.has(v.configMap.name)) problems.push(`${nameOf(d)} volume ${v.name}: no ConfigMap ${v.configMap.name}`);
    if (d.kind !== 'Deployment') continue;
    for (const kind of ['Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
      if (!docs.some((o) => o.kind === kind && o.metadata.name === d.metadata.name)) problems.push(`${nameOf(d)}: no ${kind} of the same name`);
    }
  }

  for (const doc of docs) {
    const spec = (doc['spec'] ?? {}) as Record<string, any>;
    if (doc.kind === 'Service') {
      const target = workloads.find((d) => selects(spec['selector'], podLabels(d)));
      if (!target) problems.push(`${nameOf(doc)}: its selector matches no Deployment's pods`);
      for (const port of spec['ports'] ?? []) {
        if (target && !target.spec.template.spec.containers.some((c) => portOf(c, port.targetPort ?? port.port))) {
          problems.push(`${nameOf(doc)}: targetPort ${port.targetPort ?? port.port} is no container port of ${nameOf(target)}`);
        }
      }
    }
    if (doc.kind === 'PodDisruptionBudget' && !deployments.some((d) => selects(spec['selector']?.matchLabels, podLabels(d)))) {
      problems.push(`${nameOf(doc)}: its selector matches no Deployment's pods`);
    }
    if (doc.kind === 'HorizontalPodAutoscaler') {
      const ref = spec['scaleTargetRef'] ?? {};
      if (ref.kind !== 'Deployment' || !deployments.some((d) => d.metadata.name === ref.name)) problems.push(`${nameOf(doc)}: scales ${ref.kind}/${ref.name}, which does not exist`);
    }
    if (doc.kind === 'Ingress') {
      for (const rule of spec['rules'] ?? []) {
        for (const p of rule.http?.paths ?? []) {
          const { name, port } = p.backend?.service ?? {};
          const service = docs.find((o) => o.kind === 'Service' && o.metadata.name === name);
          const ports = ((service?.['spec'] as Record<string, any> | undefined)?.['ports'] ?? []) as { name?: string; port: number }[];
          if (!ports.some((sp) => (port?.name !== undefined ? sp.name === port.name : sp.port === port?.number))) problems.push(`${nameOf(doc)}: backend ${name}:${port?.name ?? port?.number} is no Service port`);
        }
      }
    }
  }
  return [...problems, ...networkPolicyProblems(docs)];
}
