import { z } from 'zod';

/** Settings every server process reads; each app extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Namespace for NATS subjects/streams, Redis keys and BullMQ queues, so runs never meet. */
  HAAT_PREFIX: z.string().regex(/^[a-z][a-z0-9_]*$/, 'HAAT_PREFIX must be lower-case letters, digits and _').default('haat'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/haat'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** PEM (SPKI) of identity's Ed25519 signing key; a labelled development key is used when unset outside production. */
  JWT_PUBLIC_KEY: z.string().optional(),
  HAAT_DEMO_DATA: z.enum(['on', 'off']).default('on'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** Reads the environment once, validates it, and fails with every problem listed. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
