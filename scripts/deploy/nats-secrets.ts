import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NATS_APPS, type NatsApp } from './nats-permissions.ts';
import { natsPasswordsFile } from './nats-server-config.ts';

/** Inside a secrets folder: one file per app holding its NATS password, and the file nats-server includes. */
export const NATS_SECRETS_DIR = 'nats';
export const NATS_PASSWORDS_FILE = 'passwords.conf';

/** Writes `file` unless it exists (never replaces a password apps already use); returns what it holds. */
function createOnce(file: string, make: () => string): string {
  try {
    writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Each app's NATS password in `<secrets>/nats/<app>` (made once), and `passwords.conf` for
 * nats-server written from them: compose mounts the folder into both, Kubernetes makes the Secret
 * haat-nats of it (README, "Running on Kubernetes").
 */
export function readOrCreateNatsPasswords(secretsDir: string): Record<NatsApp, string> {
  const dir = path.join(secretsDir, NATS_SECRETS_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, createOnce(path.join(dir, app), () => randomBytes(24).toString('base64url'))])) as Record<NatsApp, string>;
  const draft = path.join(dir, `${NATS_PASSWORDS_FILE}.${process.pid}.tmp`);
  writeFileSync(draft, natsPasswordsFile(passwords), { mode: 0o600 });
  renameSync(draft, path.join(dir, NATS_PASSWORDS_FILE));
  return passwords;
}
