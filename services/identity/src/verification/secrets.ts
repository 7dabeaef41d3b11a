import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export type Secrets = {
  /** HMAC-SHA-256 (hex) under the OTP key: phone codes are stored only this way. */
  otpHash(text: string): string;
  /** HMAC-SHA-256 (base64url) under the widget key: signs development widget tokens. */
  widgetSignature(text: string): string;
  /** AES-256-GCM: job payloads that carry a code or a link rest in Redis only sealed. */
  seal(plain: string): string;
  unseal(sealed: string): string;
};

/** There is no built-in secret: OTP_SECRET comes from the operator, or from `.haat/secrets` in local development (see loadConfig). */
export function loadSecrets(secret: string | undefined): Secrets {
  if (!secret) throw new Error('OTP_SECRET must be set (or OTP_SECRET_FILE): see README, "Deployment: keys and secrets"');
  // One key per use, so a value made for one purpose can never pass as another.
  const key = (label: string) => Buffer.from(hkdfSync('sha256', secret, 'haat-identity', label, 32));
  const otpKey = key('otp-hash');
  const widgetKey = key('dev-widget-token');
  const sealKey = key('job-seal');
  return {
    otpHash: (text) => createHmac('sha256', otpKey).update(text).digest('hex'),
    widgetSignature: (text) => createHmac('sha256', widgetKey).update(text).digest('base64url'),
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** A fresh e-mailed token: 32 random bytes, base64url. */
export const newUrlToken = () => randomBytes(32).toString('base64url');

/** E-mailed tokens are 256 random bits, so a plain SHA-256 is enough to store them safely. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Compares two hex or base64url digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
