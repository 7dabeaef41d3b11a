import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm start` and a service run alone on this machine keep their keys: git-ignored, at the repo root. */
export const LOCAL_SECRETS_DIR = fileURLToPath(new URL('../../../../.haat/secrets', import.meta.url));

/** The file each secret is kept in, inside a secrets folder (`.haat/secrets`, or compose's secrets volume). */
export const SECRET_FILES = {
  JWT_PRIVATE_KEY: 'jwt-private.pem',
  JWT_PUBLIC_KEY: 'jwt-public.pem',
  OTP_SECRET: 'otp-secret',
} as const;

/**
 * The file in a deployment's secrets folder holding GATEWAY_SECRET (compose's volume, Kubernetes'
 * haat-keys). Not part of SECRET_FILES: local development runs without one (config.ts).
 */
export const GATEWAY_SECRET_FILE = 'gateway-secret';

type GeneratedSecrets = Record<keyof typeof SECRET_FILES, string>;

/**
 * Writes a file only if it does not exist yet, and returns what the file holds. The content goes to
 * a private temporary file first and is then linked into place, which fails if another process got
 * there first: a reader never sees a half-written file, and an existing secret is never replaced.
 */
function createOnce(file: string, make: () => string): string {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, make(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The Ed25519 key pair that signs and verifies session tokens and the OTP secret, read from `dir`;
 * whichever is missing is generated first (files readable by their owner only).
 */
export function readOrCreateSecrets(dir: string = LOCAL_SECRETS_DIR): GeneratedSecrets {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name: keyof typeof SECRET_FILES) => path.join(dir, SECRET_FILES[name]);
  const privateKey = createOnce(file('JWT_PRIVATE_KEY'), () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const publicKey = createOnce(file('JWT_PUBLIC_KEY'), () => createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
  const otpSecret = createOnce(file('OTP_SECRET'), () => randomBytes(32).toString('base64url'));
  return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey, OTP_SECRET: otpSecret };
}

/** GATEWAY_SECRET in `dir` (scripts/make-secrets.ts), generated first if missing; never replaced. */
export function readOrCreateGatewaySecret(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return createOnce(path.join(dir, GATEWAY_SECRET_FILE), () => randomBytes(32).toString('base64url'));
}
