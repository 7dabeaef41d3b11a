import path from 'node:path';
import { stringify } from 'yaml';
import { manifestProblems } from './deploy/check-manifests.ts';
import type { Manifest } from './deploy/manifest-types.ts';
import { readYamlDocuments } from './deploy/read-yaml.ts';
import { renderKustomization } from './deploy/render-kustomization.ts';

/**
 * `npm run k8s:check [-- <kustomization dir> [--print]]`: renders deploy/k8s's base and production
 * overlay (or the folder given), checks every object against the Kubernetes API schemas and the
 * references between them, and with --print writes the rendered YAML (what `kubectl apply -k` sends).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const print = args.includes('--print');
const dirs = args.filter((a) => a !== '--print');
const targets = dirs.length ? dirs : ['deploy/k8s/base', 'deploy/k8s/overlays/production'];
const secrets = readYamlDocuments(path.join(ROOT, 'deploy/k8s/base/secrets.template.yaml')) as Manifest[];

let failed = false;
for (const dir of targets) {
  const docs = renderKustomization(path.resolve(ROOT, dir));
  const problems = await manifestProblems(docs, { secrets });
  if (print) process.stdout.write(docs.map((doc) => stringify(doc, { version: '1.1' })).join('---\n'));
  console.error(`${dir}: ${docs.length} objects, ${problems.length ? `${problems.length} problems` : 'all valid'}`);
  for (const problem of problems) console.error(`  ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
