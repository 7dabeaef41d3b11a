import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRecord, type Manifest } from './manifest-types.ts';
import { readYamlDocuments } from './read-yaml.ts';
import { strategicMerge } from './strategic-merge.ts';

/**
 * Renders a kustomization as `kubectl apply -k` would, for the subset deploy/k8s uses: `resources`
 * (files, or folders holding a kustomization), `patches` (strategic merge, matched by kind and name
 * or by `target`), `images` and `namespace`. There is no maintained kustomize on the npm registry,
 * so this stays small and refuses any field it does not know rather than ignoring it.
 */
const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'patches', 'images']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'StorageClass', 'PersistentVolume', 'IngressClass']);

type Patch = { path: string; target?: { kind?: string; name?: string } };
type ImageRule = { name: string; newName?: string; newTag?: string };

function readKustomization(dir: string): Record<string, unknown> {
  const [doc] = readYamlDocuments(path.join(dir, 'kustomization.yaml'));
  if (!isRecord(doc) || doc['kind'] !== 'Kustomization') throw new Error(`${dir}/kustomization.yaml is no Kustomization`);
  const unknown = Object.keys(doc).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by this renderer`);
  return doc;
}

function asManifest(doc: unknown, file: string): Manifest {
  if (!isRecord(doc) || typeof doc['apiVersion'] !== 'string' || typeof doc['kind'] !== 'string' || !isRecord(doc['metadata']) || typeof doc['metadata']['name'] !== 'string') {
    throw new Error(`${file}: every document needs apiVersion, kind and metadata.name`);
  }
  return doc as Manifest;
}

function applyPatch(docs: Manifest[], patch: Manifest, target: Patch['target'], file: string): Manifest[] {
  const matches = (doc: Manifest) => target
    ? (!target.kind || doc.kind === target.kind) && (!target.name || doc.metadata.name === target.name)
    : doc.kind === patch.kind && doc.metadata.name === patch.metadata.name;
  if (!docs.some(matches)) throw new Error(`${file}: the patch matches no resource`);
  return docs.map((doc) => {
    if (!matches(doc)) return doc;
    // apiVersion, kind and name only pick the resource (with a target, the name is a placeholder).
    const { apiVersion: _apiVersion, kind: _kind, metadata: { name: _name, ...metadata }, ...changes } = patch;
    return strategicMerge(doc, { ...changes, metadata }) as Manifest;
  });
}

function podSpecsOf(doc: Manifest): Record<string, unknown>[] {
  const spec = doc['spec'];
  const template = isRecord(spec) && isRecord(spec['template']) ? spec['template'] : null;
  return template && isRecord(template['spec']) ? [template['spec']] : [];
}

function setImages(docs: Manifest[], rules: ImageRule[]): Manifest[] {
  return docs.map((doc) => {
    const copy = structuredClone(doc);
    for (const podSpec of podSpecsOf(copy)) {
      for (const container of [podSpec['containers'], podSpec['initContainers']].flatMap((list) => (Array.isArray(list) ? list : []))) {
        const image = String(container.image ?? '');
        const rule = rules.find((r) => image === r.name || image.startsWith(`${r.name}:`) || image.startsWith(`${r.name}@`));
        if (!rule) continue;
        const tag = rule.newTag ?? (image.includes(':') ? image.slice(image.indexOf(':') + 1) : '');
        container.image = `${rule.newName ?? rule.name}${tag ? `:${tag}` : ''}`;
      }
    }
    return copy;
  });
}

export function renderKustomization(dir: string): Manifest[] {
  const kustomization = readKustomization(dir);
  let docs: Manifest[] = [];
  for (const entry of (kustomization['resources'] as string[] | undefined) ?? []) {
    const where = path.join(dir, entry);
    if (!existsSync(where)) throw new Error(`${dir}/kustomization.yaml: resource ${entry} does not exist`);
    docs.push(...(statSync(where).isDirectory() ? renderKustomization(where) : readYamlDocuments(where).map((doc) => asManifest(doc, where))));
  }
  for (const { path: file, target } of (kustomization['patches'] as Patch[] | undefined) ?? []) {
    const where = path.join(dir, file);
    const patches = readYamlDocuments(where);
    if (patches.length !== 1) throw new Error(`${where}: a patch file holds exactly one patch (as kustomize's \`patches\` wants)`);
    docs = applyPatch(docs, asManifest(patches[0], where), target, where);
  }
  const images = kustomization['images'] as ImageRule[] | undefined;
  if (images) docs = setImages(docs, images);
  const namespace = kustomization['namespace'];
  if (typeof namespace === 'string') {
    docs = docs.map((doc) => (CLUSTER_SCOPED.has(doc.kind) ? doc : { ...doc, metadata: { ...doc.metadata, namespace } }));
  }
  return docs;
}
