import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { natsConfigFiles } from './deploy/nats-config-files.ts';

/**
 * `npm run nats:config`: writes the NATS server configuration of compose (deploy/nats.conf) and
 * Kubernetes (deploy/k8s/base/nats-config.yaml) from the permission table,
 * scripts/deploy/nats-permissions.ts. A unit test fails while a committed file differs.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
for (const [file, text] of Object.entries(natsConfigFiles())) {
  writeFileSync(path.join(ROOT, file), text);
  console.log(`wrote ${file}`);
}
