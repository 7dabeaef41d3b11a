import { nameOf, type Manifest } from './manifest-types.ts';

/**
 * Checks one object against the Kubernetes API schemas bundled in `kubernetes-models` (types,
 * required fields, enums, formats; its model for the apiVersion and kind). Those schemas, like the
 * API's own OpenAPI, accept unknown fields; kubectl refuses them (strict field validation), and a
 * misspelt field is the typo that matters most. So the same schema run also records which fields
 * it read: a field no schema reads is one the API does not have.
 */
type ModelClass = { kind: string; apiVersion: string; prototype: { validate(this: unknown): void } };

async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | string> {
  let group: Record<string, unknown>;
  try {
    // Module paths follow the apiVersion: `kubernetes-models/apps/v1`, core `kubernetes-models/v1`.
    group = (await import(`kubernetes-models/${apiVersion}`)) as Record<string, unknown>;
  } catch {
    return `unknown apiVersion ${apiVersion}`;
  }
  const model = group[kind] as ModelClass | undefined;
  if (!model || model.kind !== kind || model.apiVersion !== apiVersion) return `unknown kind ${kind} in ${apiVersion}`;
  return model;
}

/** Wraps `value` so that every field read through it is remembered per object. */
function watchReads(root: unknown) {
  const reads = new Map<object, { path: string; fields: Set<string> }>();
  const proxies = new WeakMap<object, object>();
  const watch = (value: unknown, path: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const known = proxies.get(value);
    if (known) return known;
    const fields = new Set<string>();
    reads.set(value, { path, fields });
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const field = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !Object.hasOwn(target, key)) return field;
        fields.add(key);
        return watch(field, `${path}.${key}`);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const unread = () => [...reads].flatMap(([value, { path, fields }]) =>
    Array.isArray(value) ? [] : Object.keys(value).filter((key) => !fields.has(key)).map((key) => `${path}.${key}`.replace(/^\./, '')));
  return { watched: watch(root, ''), unread };
}

/** Problems of one object, each naming it; none: the API server's schema would take it. */
export async function validateManifest(doc: Manifest): Promise<string[]> {
  const model = await modelOf(doc.apiVersion, doc.kind);
  if (typeof model === 'string') return [`${nameOf(doc)}: ${model}`];
  const { watched, unread } = watchReads(doc);
  const problems: string[] = [];
  try {
    model.prototype.validate.call(watched);
  } catch (err) {
    problems.push(`${nameOf(doc)}: ${(err as Error).message}`);
  }
  for (const field of unread()) problems.push(`${nameOf(doc)}: unknown field ${field}`);
  return problems;
}
