import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { sessionGenerationKey, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import type { IdentityConfig } from '../src/config.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildIdentityService, SCHEMA } from '../src/service.ts';
import { createGoogleIdTokenVerifier } from '../src/verification/google/google-id-token.ts';
import type { VerificationDatabase } from '../src/verification/verification.table.ts';
import { post, registerUser, uniqueEmail } from './support/verification-kit.ts';

const CLIENT_ID = 'haat-test.apps.googleusercontent.com';
const KID = 'test-key-1';

let env: TestEnvironment;
let deps: ServiceDeps<IdentityConfig>;
let app: App;
let db: Kysely<VerificationDatabase>;
let jwks: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

/** A local stand-in for https://www.googleapis.com/oauth2/v3/certs serving our test public key. */
async function startJwksServer(publicJwk: object): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = await startJwksServer({ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' });
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;

  env = await createTestEnvironment();
  deps = await env.connect<IdentityConfig>('identity', SCHEMA, migrations, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
  app = await buildIdentityService(deps);
  db = deps.db as Kysely<VerificationDatabase>;
});
afterAll(async () => {
  await env.cleanup();
  await new Promise((resolve) => jwks.close(resolve));
});

/** A Google-shaped ID token; every claim can be overridden. */
async function idToken(claims: JWTPayload = {}, { key = googleKey, kid = KID, expiresIn = '1h' }: { key?: CryptoKey; kid?: string; expiresIn?: string } = {}) {
  const defaults = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: `google-${Math.random().toString(36).slice(2)}`, email: uniqueEmail('google'), email_verified: true, name: 'Meera Iyer', picture: 'https://lh3.googleusercontent.com/a/photo' };
  return new SignJWT({ ...defaults, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const signIn = (token: unknown) => app.request('/api/auth/google', post({ token }));

describe('POST /api/auth/google', () => {
  it('creates a buyer on first sign-in and replies with the login session shape', async () => {
    const email = uniqueEmail('google');
    const res = await signIn(await idToken({ email: email.toUpperCase() }));
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply.success).toBe(true);
    expect(reply.user).toMatchObject({ email, name: 'Meera Iyer', role: 'buyer', isBanned: false, phone: null, avatar: 'https://lh3.googleusercontent.com/a/photo' });
    expect(reply.data).toEqual({ token: reply.token, user: reply.user });
    expect(await deps.verifyToken(reply.token)).toMatchObject({ id: reply.user.id, role: 'buyer', email });

    const row = await db.selectFrom('users').select(['password_hash', 'email_verified']).where('id', '=', reply.user.id).executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // No password can sign in to it.
    expect((await app.request('/api/auth/login', post({ email, password: 'secret123' }))).status).toBe(401);

    const again = await signIn(await idToken({ email }));
    expect(((await again.json()) as any).user.id).toBe(reply.user.id);
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('signs an account with a verified e-mail in, keeping its role and password', async () => {
    const seller = await registerUser(app, { role: 'shopkeeper' });
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', seller.user.id).execute();
    const res = await signIn(await idToken({ email: seller.user.email, iss: 'accounts.google.com' }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).user).toMatchObject({ id: seller.user.id, role: 'seller' });
    expect((await app.request('/api/auth/login', post({ email: seller.user.email, password: seller.password }))).status).toBe(200);
  });

  it('claims an account whose e-mail was never verified: its password and sessions end', async () => {
    const squatter = await registerUser(app);
    const before = await db.selectFrom('users').select('session_generation').where('id', '=', squatter.user.id).executeTakeFirstOrThrow();
    const res = await signIn(await idToken({ email: squatter.user.email }));
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply.user.id).toBe(squatter.user.id);

    const row = await db.selectFrom('users').select(['email_verified', 'session_generation']).where('id', '=', squatter.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email_verified: true, session_generation: before.session_generation + 1 });
    expect(await deps.redis.get(sessionGenerationKey(env.prefix, squatter.user.id))).toBe(String(row.session_generation));
    expect((await deps.verifyToken(reply.token)).sessionGeneration).toBe(row.session_generation);
    expect((await app.request('/api/auth/login', post({ email: squatter.user.email, password: squatter.password }))).status).toBe(401);
  });

  it('refuses a banned account with 403 and the ban text of login', async () => {
    const user = await registerUser(app);
    await db.updateTable('users').set({ is_banned: true, ban_reason: 'Fake orders' }).where('id', '=', user.user.id).execute();
    const res = await signIn(await idToken({ email: user.user.email }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: 'Your account has been banned. Reason: Fake orders' });
  });

  it('refuses tokens for another audience or issuer, expired, or signed by another key', async () => {
    const refused = [
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ iss: 'https://evil.example.com' }),
      await idToken({}, { expiresIn: '-1m' }),
      await idToken({}, { key: otherKey }),
      await idToken({}, { key: otherKey, kid: 'unknown-kid' }),
      'not.a.jwt',
    ];
    for (const token of refused) {
      const res = await signIn(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: 'Invalid Google token' });
    }
  });

  it('refuses an e-mail Google has not verified, and creates nothing', async () => {
    const email = uniqueEmail('google');
    const res = await signIn(await idToken({ email, email_verified: false }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Your Google account e-mail address is not verified' });
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('answers 400 naming the field when the token is missing', async () => {
    const res = await app.request('/api/auth/google', post({}));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Google token is required', message: 'token: Google token is required' });
  });

  it('creates one account when two first sign-ins race', async () => {
    const email = uniqueEmail('google');
    const replies = await Promise.all([signIn(await idToken({ email })), signIn(await idToken({ email }))]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const ids = await Promise.all(replies.map(async (r) => ((await r.json()) as any).user.id));
    expect(ids[0]).toBe(ids[1]);
  });
});

describe('GET /api/auth/check-oauth-config', () => {
  it('reports Google as configured with its public client id', async () => {
    const res = await app.request('/api/auth/check-oauth-config');
    expect(await res.json()).toEqual({ success: true, data: { google: { configured: true, clientId: CLIENT_ID } } });
  });

  it('reports Google as not configured, and sign-in answers 503, when GOOGLE_CLIENT_ID is unset', async () => {
    const bareEnv = await createTestEnvironment();
    try {
      const bareApp = await buildIdentityService(await bareEnv.connect<IdentityConfig>('identity', SCHEMA, migrations));
      expect(await (await bareApp.request('/api/auth/check-oauth-config')).json()).toEqual({ success: true, data: { google: { configured: false } } });
      const res = await bareApp.request('/api/auth/google', post({ token: await idToken() }));
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'Google sign-in is not configured' });
    } finally {
      await bareEnv.cleanup();
    }
  });
});

describe('Google ID token verifier', () => {
  it('reports Google unreachable as unavailable, not as a bad token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const verify = createGoogleIdTokenVerifier({ clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs`, timeoutMs: 1000 });
    expect(await verify(await idToken())).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('returns the identity of a valid token', async () => {
    const verify = createGoogleIdTokenVerifier({ clientId: CLIENT_ID, jwksUrl });
    const result = await verify(await idToken({ email: 'Meera@Example.in', email_verified: 'true' }));
    expect(result).toMatchObject({ ok: true, identity: { email: 'meera@example.in', name: 'Meera Iyer' } });
  });
});
