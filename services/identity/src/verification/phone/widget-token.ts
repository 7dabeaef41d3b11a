import { verifyMsg91AccessToken, type WidgetCheck } from '../messaging/msg91.ts';
import { sameDigest, type Secrets } from '../secrets.ts';
import type { VerificationSettings } from '../verification-config.ts';

/**
 * Checks the access token a phone-verification widget hands the browser after it verified a code.
 * `issue` exists only for the development provider, whose "widget" is our own OTP flow.
 */
export type WidgetTokenVerifier = {
  check(token: string, userId: string): Promise<WidgetCheck>;
  issue?(userId: string, phone: string): string;
};

const DEV_PREFIX = 'devw';

/**
 * DEVELOPMENT ONLY: tokens `devw.<payload>.<hmac>` that verify-otp returns, bound to the user and
 * the phone and valid for the OTP lifetime — enough to exercise the widget path with no provider.
 */
function developmentWidget(secrets: Secrets, ttlSeconds: number): WidgetTokenVerifier {
  return {
    issue(userId, phone) {
      const payload = Buffer.from(JSON.stringify({ sub: userId, phone, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString('base64url');
      return `${DEV_PREFIX}.${payload}.${secrets.widgetSignature(payload)}`;
    },
    async check(token, userId) {
      const [prefix, payload, signature] = token.split('.');
      if (prefix !== DEV_PREFIX || !payload || !signature || !sameDigest(signature, secrets.widgetSignature(payload))) return { ok: false, reason: 'invalid' };
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; phone?: unknown; exp?: unknown };
      const fresh = typeof claims.exp === 'number' && claims.exp > Date.now() / 1000;
      if (!fresh || claims.sub !== userId || typeof claims.phone !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, phone: claims.phone };
    },
  };
}

export function createWidgetTokenVerifier(settings: VerificationSettings, secrets: Secrets): WidgetTokenVerifier {
  if (settings.SMS_PROVIDER === 'msg91') {
    const options = { apiUrl: settings.SMS_API_URL, authKey: settings.SMS_API_KEY ?? '' };
    return { check: (token) => verifyMsg91AccessToken(options, token) };
  }
  return developmentWidget(secrets, settings.OTP_TTL_SECONDS);
}
