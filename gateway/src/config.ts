import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

const url = (fallback: string) => z.string().url().default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every knob of the gateway, from the environment (documented in the README). */
export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8080),
  IDENTITY_URL: url('http://127.0.0.1:4101'),
  CATALOG_URL: url('http://127.0.0.1:4102'),
  ORDER_URL: url('http://127.0.0.1:4103'),
  CHAT_URL: url('http://127.0.0.1:4104'),
  NOTIFICATION_URL: url('http://127.0.0.1:4105'),
  MODERATION_URL: url('http://127.0.0.1:4106'),
  /** Requests per window for ordinary calls, per signed-in account or else per client IP. */
  RATE_LIMIT_POINTS: count(600),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  /** Sign-in, sign-up and password calls, per client IP: far stricter. */
  RATE_LIMIT_AUTH_POINTS: count(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: count(60),
  /** Number of proxies in front of the gateway whose X-Forwarded-For is trusted (0: none). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Extra origins allowed by CORS (comma-separated); the gateway's own origin always is. */
  CORS_ORIGINS: z.string().default(''),
  /** Folder holding shell and the mfe-* apps, each with its dist folder. */
  WEB_ROOT: z.string().default(new URL('../..', import.meta.url).pathname),
  /** A manifest file to serve instead of the one derived from the built remotes (rollbacks). */
  MFE_MANIFEST_PATH: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: count(30_000),
  /** The site's public origin (https://haat.in) for sitemap, canonical and Open Graph URLs; else the request's host. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  MAX_BODY_BYTES: count(10 * 1024 * 1024),
  /** Public answers (listings, store lists, searches) kept at the gateway: 'off' sends every call on. */
  EDGE_CACHE: z.enum(['on', 'off']).default('on'),
  EDGE_CACHE_MAX_ENTRIES: count(5_000),
  EDGE_CACHE_MAX_MB: count(64),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
