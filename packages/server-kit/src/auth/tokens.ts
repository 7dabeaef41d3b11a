import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, jwtVerify } from 'jose';
import { roleSchema, type Role } from '@haat/contracts';
import { unauthorized } from '../errors/index.ts';
import type { AuthUser } from '../http/app-env.ts';

const ISSUER = 'haat-identity';
const AUDIENCE = 'haat';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

/** PEMs from the environment may carry their line breaks as `\n` (one-line variables). */
const pemText = (pem: string) => pem.replace(/\\n/g, '\n');

export function loadPrivateKey(pem: string): KeyObject {
  return createPrivateKey(pemText(pem));
}

function loadPublicKey(pem: string): KeyObject {
  return createPublicKey(pemText(pem));
}

/** The public keys whose tokens are accepted: the current one and, during a rotation, the previous one. */
export function loadVerificationKeys(config: { JWT_PUBLIC_KEY: string; JWT_PREVIOUS_PUBLIC_KEY?: string | undefined }): KeyObject[] {
  return [config.JWT_PUBLIC_KEY, config.JWT_PREVIOUS_PUBLIC_KEY].filter((pem) => pem !== undefined).map(loadPublicKey);
}

/** A token names the key that signed it by its RFC 7638 thumbprint (`kid`), so verifiers can hold two during a rotation. */
export const keyId = (key: KeyObject) => calculateJwkThumbprint(key.type === 'private' ? createPublicKey(key) : key);

type TokenSubject = { id: string; role: Role; name: string; email: string; sessionGeneration?: number };

export function createTokenSigner(privateKey: KeyObject, { lifetimeSeconds = TOKEN_LIFETIME_SECONDS } = {}) {
  const kid = keyId(privateKey);
  return async function sign(subject: TokenSubject): Promise<{ token: string; jti: string; expiresAt: number }> {
    const jti = randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    const token = await new SignJWT({ role: subject.role, name: subject.name, email: subject.email, sgen: subject.sessionGeneration ?? 0 })
      .setProtectedHeader({ alg: 'EdDSA', kid: await kid })
      .setSubject(subject.id)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, jti, expiresAt };
  };
}

export type TokenVerifier = (token: string) => Promise<AuthUser>;

/** The refusal of a token that is not valid (bad signature, expired...): the client signs in again. */
export const tokenFailedError = () => unauthorized('Not authorized, token failed', 'Your session is invalid or has expired. Please log in again.');

/**
 * Verifies signature, issuer, audience and expiry, with the public key the token's `kid` names (a
 * token without one, or naming another key, is refused). Verified tokens are remembered (bounded,
 * until they expire) because the same token arrives on every request of a session.
 */
export function createTokenVerifier(publicKeys: KeyObject | readonly KeyObject[], { cacheSize = 10_000 } = {}): TokenVerifier {
  const verified = new Map<string, AuthUser>();
  const keysById = Promise.all([publicKeys].flat().map(async (key) => [await keyId(key), key] as const)).then((pairs) => new Map(pairs));
  const keyFor = async ({ kid }: { kid?: string | undefined }) => {
    const key = kid === undefined ? undefined : (await keysById).get(kid);
    if (!key) throw new Error('token signed by an unknown key');
    return key;
  };
  return async function verify(token: string): Promise<AuthUser> {
    const cached = verified.get(token);
    if (cached && cached.expiresAt * 1000 > Date.now()) return cached;
    try {
      const { payload } = await jwtVerify(token, keyFor, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] });
      const user: AuthUser = {
        id: String(payload.sub),
        role: roleSchema.parse(payload['role']),
        name: String(payload['name'] ?? ''),
        email: String(payload['email'] ?? ''),
        jti: String(payload.jti),
        expiresAt: Number(payload.exp),
        sessionGeneration: Number(payload['sgen'] ?? 0),
      };
      if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
      verified.set(token, user);
      return user;
    } catch {
      throw tokenFailedError();
    }
  };
}

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
