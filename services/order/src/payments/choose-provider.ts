import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_SECRETS_DIR, type BaseConfig, type Logger } from '@haat/server-kit';
import type { PaymentConfig } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './providers/razorpay-provider.ts';
import { createDevelopmentProvider } from './providers/development-provider.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const DEV_SECRET_FILE = 'dev-payment-secret';

/**
 * Razorpay when both keys are set. Without keys: the development provider, except in production,
 * where there is none (null: purchases answer 503 and the rest of the service runs). One key
 * without the other is a mistake the service refuses to start with.
 */
export function choosePaymentProvider(config: PaymentConfig & Pick<BaseConfig, 'NODE_ENV' | 'HOST'>, logger: Logger): PaymentProvider | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  if (Boolean(keyId) !== Boolean(keySecret)) {
    throw new Error('Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (then the development payment provider runs, outside production)');
  }
  if (keyId && keySecret) {
    if (!config.RAZORPAY_WEBHOOK_SECRET) logger.warn('payments: RAZORPAY_WEBHOOK_SECRET is not set; the webhook answers 503 and purchases are credited by the checkout callback alone');
    return createRazorpayProvider({ keyId, keySecret, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET, apiUrl: config.RAZORPAY_API_URL, logger });
  }
  if (config.NODE_ENV === 'production') {
    logger.warn('payments: no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET in production; coin purchases answer 503 (the development provider never runs in production)');
    return null;
  }
  logger.info('payments: DEVELOPMENT provider (no money moves); set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay');
  return createDevelopmentProvider({ secret: config.PAYMENTS_DEV_SECRET ?? devSecret(config) });
}

/**
 * The development provider's signing secret when none is given: kept in .haat/secrets next to the
 * JWT keys on a developer's machine (so a restart between checkout and verify still verifies),
 * else made up for this process.
 */
function devSecret({ NODE_ENV, HOST }: Pick<BaseConfig, 'NODE_ENV' | 'HOST'>): string {
  if (NODE_ENV === 'test' || !LOOPBACK_HOSTS.has(HOST)) return randomBytes(32).toString('base64url');
  const file = path.join(LOCAL_SECRETS_DIR, DEV_SECRET_FILE);
  mkdirSync(LOCAL_SECRETS_DIR, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
