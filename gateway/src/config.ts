import { z } from 'zod';
import { DEFAULT_IMAGE_MAX_BYTES } from '@haat/contracts';
import { baseConfigSchema, gatewaySecretConfigShape, portSchema, signInLimitsConfigShape } from '@haat/server-kit';

const url = (fallback: string) => z.string().url().default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every knob of the gateway, from the environment (documented in the README). */
export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8080),
  /** The gateway's own /metrics listens here, never on PORT (default: PORT + 1000; 0 with PORT 0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where /metrics listens: loopback unless Prometheus scrapes from another machine (then 0.0.0.0 on a private network). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  IDENTITY_URL: url('http://127.0.0.1:4101'),
  CATALOG_URL: url('http://127.0.0.1:4102'),
  ORDER_URL: url('http://127.0.0.1:4103'),
  CHAT_URL: url('http://127.0.0.1:4104'),
  NOTIFICATION_URL: url('http://127.0.0.1:4105'),
  MODERATION_URL: url('http://127.0.0.1:4106'),
  /** Requests per window for ordinary calls, per signed-in account or else per client IP. */
  RATE_LIMIT_POINTS: count(600),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  /** Sign-in, sign-up, recovery and OTP calls per client IP: the same settings as identity's, which counts them. */
  ...signInLimitsConfigShape,
  /** Sent to the services on every call passed on (x-haat-gateway): identity then believes its X-Forwarded-For only from a gateway. */
  ...gatewaySecretConfigShape,
  /** Number of proxies in front of the gateway whose X-Forwarded-For is trusted (0: none). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Extra origins allowed by CORS (comma-separated); the gateway's own origin always is. */
  CORS_ORIGINS: z.string().default(''),
  /** Folder holding shell and the mfe-* apps, each with its dist folder. */
  WEB_ROOT: z.string().default(new URL('../..', import.meta.url).pathname),
  /** A manifest file to serve instead of the one derived from the built remotes (rollbacks). */
  MFE_MANIFEST_PATH: z.string().optional(),
  /** Released versions and the live-version file (npm run release); default: .haat/releases in WEB_ROOT. */
  HAAT_RELEASES_DIR: z.string().optional(),
  /**
   * Where browsers fetch released remotes from: a CDN or object store holding the same
   * mfe/<dir>/<version>/ folders (README "Releasing one app"). Unset: the gateway serves them.
   */
  PUBLIC_ASSET_BASE: z.string().url().optional(),
  UPSTREAM_TIMEOUT_MS: count(30_000),
  /** The site's public origin (https://haat.in) for sitemap, canonical and Open Graph URLs and the page CSP. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Without PUBLIC_ORIGIN: the host names (any port) a request's Host may name the site by,
   * comma-separated; any other Host gets http://localhost:PORT (a client chooses its Host header).
   */
  PUBLIC_HOSTS: z.string().default('localhost,127.0.0.1'),
  /** Where image URLs point, as the catalog's setting of that name: an absolute URL's origin joins the page CSP's img-src. */
  PUBLIC_IMAGE_BASE_URL: z.string().min(1).default('/api/images'),
  /** Set (as for the order service) when sellers pay through Razorpay: pages may then load its Checkout. */
  RAZORPAY_KEY_ID: z.string().optional(),
  /** The largest request body on any /api route; each route's own cap (@haat/contracts body-limits.ts) applies within it. */
  MAX_BODY_BYTES: count(10 * 1024 * 1024),
  /** The catalog's and moderation's upload cap, which their upload routes' body caps follow: set it to theirs. */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(DEFAULT_IMAGE_MAX_BYTES),
  /** Public answers (listings, store lists, searches) kept at the gateway: 'off' sends every call on. */
  EDGE_CACHE: z.enum(['on', 'off']).default('on'),
  EDGE_CACHE_MAX_ENTRIES: count(5_000),
  EDGE_CACHE_MAX_MB: count(64),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
