import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleIdentity = { subject: string; email: string; name: string | null; picture: string | null };
type GoogleCheck = { ok: true; identity: GoogleIdentity } | { ok: false; reason: 'invalid' | 'email-unverified' | 'unavailable' };
export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleCheck>;

/** jose errors that blame the token; any other failure (JWKS unreachable, bad reply) blames Google's side. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED', 'ERR_JWT_EXPIRED', 'ERR_JWT_INVALID', 'ERR_JWS_INVALID', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JOSE_NOT_SUPPORTED', 'ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys (fetched and cached
 * by jose), issuer, audience (our client id) and expiry; the e-mail must be verified by Google.
 */
export function createGoogleIdTokenVerifier({ clientId, jwksUrl, timeoutMs = 5000 }: { clientId: string; jwksUrl: string; timeoutMs?: number }): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: timeoutMs });
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'], requiredClaims: ['exp', 'sub'] }));
    } catch (err) {
      return { ok: false, reason: TOKEN_FAULTS.has((err as { code?: string }).code ?? '') ? 'invalid' : 'unavailable' };
    }
    const email = text(payload['email'])?.toLowerCase();
    if (!email || !payload.sub) return { ok: false, reason: 'invalid' };
    // Older tokens carry the flag as the string "true".
    if (payload['email_verified'] !== true && payload['email_verified'] !== 'true') return { ok: false, reason: 'email-unverified' };
    return { ok: true, identity: { subject: payload.sub, email, name: text(payload['name']), picture: text(payload['picture']) } };
  };
}
