import { createHash, createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { roleSchema, type Role } from '@haat/contracts';
import { unauthorized } from '../errors/index.ts';

/** `sessionGeneration`: the user's session generation when the token was signed (see revocation.ts). */
export type AuthUser = { id: string; role: Role; name: string; email: string; jti: string; expiresAt: number; sessionGeneration: number };

const ISSUER = 'haat-identity';
const AUDIENCE = 'haat';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

// PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * DEVELOPMENT ONLY: a fixed Ed25519 key derived from a public seed, so a fresh clone runs with no
 * set-up. Refused in production, where JWT_PRIVATE_KEY / JWT_PUBLIC_KEY must be set.
 */
function developmentPrivateKey(): KeyObject {
  const seed = createHash('sha256').update('haat development signing key - never use in production').digest();
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function requireKeyOutsideDevelopment(nodeEnv: string, name: string): void {
  if (nodeEnv === 'production') throw new Error(`${name} must be set in production`);
}

export function loadPrivateKey(pem: string | undefined, nodeEnv: string): KeyObject {
  if (pem) return createPrivateKey(pem.replace(/\\n/g, '\n'));
  requireKeyOutsideDevelopment(nodeEnv, 'JWT_PRIVATE_KEY');
  return developmentPrivateKey();
}

export function loadPublicKey(pem: string | undefined, nodeEnv: string): KeyObject {
  if (pem) return createPublicKey(pem.replace(/\\n/g, '\n'));
  requireKeyOutsideDevelopment(nodeEnv, 'JWT_PUBLIC_KEY');
  return createPublicKey(developmentPrivateKey());
}

export type TokenSubject = { id: string; role: Role; name: string; email: string; sessionGeneration?: number };

export function createTokenSigner(privateKey: KeyObject, { lifetimeSeconds = TOKEN_LIFETIME_SECONDS } = {}) {
  return async function sign(subject: TokenSubject): Promise<{ token: string; jti: string; expiresAt: number }> {
    const jti = randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    const token = await new SignJWT({ role: subject.role, name: subject.name, email: subject.email, sgen: subject.sessionGeneration ?? 0 })
      .setProtectedHeader({ alg: 'EdDSA' })
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

/**
 * Verifies signature, issuer, audience and expiry. Verified tokens are remembered (bounded, until
 * they expire) because the same token arrives on every request of a session.
 */
export function createTokenVerifier(publicKey: KeyObject, { cacheSize = 10_000 } = {}): TokenVerifier {
  const verified = new Map<string, AuthUser>();
  return async function verify(token: string): Promise<AuthUser> {
    const cached = verified.get(token);
    if (cached && cached.expiresAt * 1000 > Date.now()) return cached;
    try {
      const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] });
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
      throw unauthorized('Not authorized, token failed', 'Your session is invalid or has expired. Please log in again.');
    }
  };
}

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
