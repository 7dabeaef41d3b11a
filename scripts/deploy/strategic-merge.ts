import { isRecord } from './manifest-types.ts';

/**
 * The lists Kubernetes merges item by item in a strategic merge patch, with their merge keys
 * (patchMergeKey in the API: containers by name, volumeMounts by mountPath). Every other list is
 * replaced whole by the patch, which is what kustomize does for args, command and Ingress rules and
 * tls; ports (keyed by containerPort in a pod, by port in a Service) are replaced here, so no patch
 * of deploy/k8s touches them.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name', initContainers: 'name', env: 'name', volumes: 'name', imagePullSecrets: 'name',
  volumeMounts: 'mountPath',
};

const allKeyed = (list: unknown[], key: string): list is Record<string, unknown>[] => list.every((item) => isRecord(item) && item[key] !== undefined);

function mergeListByKey(target: Record<string, unknown>[], patch: Record<string, unknown>[], key: string): unknown[] {
  const merged: unknown[] = [...target];
  for (const item of patch) {
    const at = merged.findIndex((existing) => (existing as Record<string, unknown>)[key] === item[key]);
    if (at === -1) merged.push(item);
    else merged[at] = strategicMerge(merged[at], item);
  }
  return merged;
}

/** `patch` laid over `target` (neither is changed): maps merge key by key, `null` deletes a key. */
export function strategicMerge(target: unknown, patch: unknown, field = ''): unknown {
  if (Array.isArray(patch)) {
    const key = MERGE_KEYS[field];
    if (key && Array.isArray(target) && allKeyed(target, key) && allKeyed(patch, key)) return mergeListByKey(target, patch, key);
    return structuredClone(patch);
  }
  if (!isRecord(patch) || !isRecord(target)) return structuredClone(patch);
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = key in target ? strategicMerge(target[key], value, key) : structuredClone(value);
  }
  return merged;
}
