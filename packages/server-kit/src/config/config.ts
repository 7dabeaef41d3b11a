import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LOCAL_SECRETS_DIR, readOrCreateSecrets } from '../secrets/index.ts';

/** Services and the gateway listen on loopback unless told otherwise (compose sets HOST=0.0.0.0). */
const DEFAULT_HOST = '127.0.0.1';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** A secret every process of this kind needs, with the way to provide it in the message. */
export const requiredSecret = (name: string, minLength = 1) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: `not set: give ${name} or ${name}_FILE (outside local development — HOST on loopback and NODE_ENV not production — nothing is made up; see README, "Deployment: keys and secrets")` })
      .min(minLength, `${name} must be at least ${minLength} characters`),
  );

/** Settings every server process reads; each app extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address to listen on: loopback by default; 0.0.0.0 to be reached from other machines. */
  HOST: z.string().min(1).default(DEFAULT_HOST),
  /** Namespace for NATS subjects/streams, Redis keys and BullMQ queues, so runs never meet. */
  HAAT_PREFIX: z.string().regex(/^[a-z][a-z0-9_]*$/, 'HAAT_PREFIX must be lower-case letters, digits and _').default('haat'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/haat'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /**
   * This app's NATS account (compose and Kubernetes run NATS with one user per app, allowed only its
   * own subjects: deploy/nats.conf). Unset, as for `npm start` and the tests: no credentials. The user
   * defaults to the app's name when only the password is given.
   */
  NATS_USER: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  NATS_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** PEM (SPKI) of identity's Ed25519 signing key: tokens signed with it are accepted. */
  JWT_PUBLIC_KEY: requiredSecret('JWT_PUBLIC_KEY'),
  /** PEM (SPKI) of the signing key being retired: its tokens stay valid until they expire (rotation). */
  JWT_PREVIOUS_PUBLIC_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  HAAT_DEMO_DATA: z.enum(['on', 'off']).default('on'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

type Env = Record<string, string | undefined>;

/** Secrets that may instead be given as `<NAME>_FILE`, a path to a file holding them (Docker secrets). */
const FILE_SECRETS = ['JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY', 'JWT_PREVIOUS_PUBLIC_KEY', 'OTP_SECRET', 'NATS_PASSWORD', 'GATEWAY_SECRET'] as const;

function readSecretFiles(env: Env): Env {
  const resolved = { ...env };
  for (const name of FILE_SECRETS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Invalid configuration: set ${name} or ${name}_FILE, not both`);
    try {
      resolved[name] = readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`Invalid configuration: ${name}_FILE: cannot read ${file} (${(err as Error).message})`, { cause: err });
    }
  }
  return resolved;
}

/** On a developer's machine: not production, and reachable from this machine only. */
const isLocalDevelopment = (env: Env) => env['NODE_ENV'] !== 'production' && LOOPBACK_HOSTS.has(env['HOST'] || DEFAULT_HOST);

/**
 * In local development, keys and the OTP secret that were not given come from `.haat/secrets`
 * (made on first use). Anywhere else nothing is filled in, and the schema refuses to start. The
 * key pair is taken whole or not at all, so a given key is never paired with a local one.
 */
export function withLocalSecrets(env: Env, dir: string = LOCAL_SECRETS_DIR): Env {
  const given = (name: string) => Boolean(env[name] || env[`${name}_FILE`]);
  const needsKeys = !given('JWT_PRIVATE_KEY') && !given('JWT_PUBLIC_KEY');
  const needsOtpSecret = !given('OTP_SECRET');
  if (!isLocalDevelopment(env) || (!needsKeys && !needsOtpSecret)) return env;
  const local = readOrCreateSecrets(dir);
  return {
    ...env,
    ...(needsKeys ? { JWT_PRIVATE_KEY: local.JWT_PRIVATE_KEY, JWT_PUBLIC_KEY: local.JWT_PUBLIC_KEY } : {}),
    ...(needsOtpSecret ? { OTP_SECRET: local.OTP_SECRET } : {}),
  };
}

/** Reads the environment once (secrets also from `<NAME>_FILE`), validates it, and fails with every problem listed. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env, { localSecretsDir = LOCAL_SECRETS_DIR } = {}): z.infer<S> {
  const parsed = schema.safeParse(withLocalSecrets(readSecretFiles(env), localSecretsDir));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
