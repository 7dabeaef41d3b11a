import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sessionGenerationKey } from '@haat/server-kit';
import { sendVerificationEmail } from '../src/verification/index.ts';
import { linkToken, post, readOutbox, registerUser, startVerificationWorld, uniqueEmail, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

let { env, deps, app, db, admin } = {} as VerificationWorld; // filled in by beforeAll
beforeAll(async () => void ({ env, deps, app, db, admin } = await startVerificationWorld()));
afterAll(() => env.cleanup());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const forgot = (email: unknown) => app.request('/api/auth/forgot-password', post({ email }));
const reset = (body: Record<string, unknown>) => app.request('/api/auth/reset-password', post(body));
const login = (email: string, password: string) => app.request('/api/auth/login', post({ email, password }));

/** Registers a user, asks for a reset link and returns the token from the e-mail. */
async function userWithResetToken() {
  const user = await registerUser(app);
  expect((await forgot(user.user.email)).status).toBe(200);
  // Two e-mails arrive, in either order: the sign-up's verification link and the reset link.
  const messages = await waitForOutbox(app, admin, user.user.email, 2);
  const mail = messages.find((m) => m.subject === 'Reset your Haat password');
  return { user, token: linkToken(mail!.body, '/reset-password') };
}

describe('POST /api/auth/forgot-password', () => {
  it('gives the same reply for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await registerUser(app);
    const known = await forgot(`  ${user.user.email.toUpperCase()} `);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.json();
    expect(knownBody).toEqual({ success: true, message: 'If an account exists for this email, a password reset link has been sent.' });
    expect(await unknown.json()).toEqual(knownBody);

    const messages = await waitForOutbox(app, admin, user.user.email, 2);
    const resetMail = messages.find((m) => m.subject === 'Reset your Haat password')!;
    expect(resetMail).toMatchObject({ channel: 'email', recipient: user.user.email });
    expect(resetMail.body).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(await readOutbox(app, admin, unknownEmail)).toEqual([]);
  });

  it('stores only the SHA-256 of the 32-byte token, with a one-hour expiry', async () => {
    const { user, token } = await userWithResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.user.id).where('purpose', '=', 'password_reset').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 1000;
    expect(lifetime).toBeCloseTo(3600, 0);
  });

  it('mails at most one link per minute per account, still answering the same', async () => {
    const user = await registerUser(app);
    expect((await forgot(user.user.email)).status).toBe(200);
    const again = await forgot(user.user.email);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true });
    await waitForOutbox(app, admin, user.user.email, 2);
    const tokens = await db.selectFrom('user_tokens').select('id').where('user_id', '=', user.user.id).where('purpose', '=', 'password_reset').execute();
    expect(tokens).toHaveLength(1);
  });

  it('answers 400 naming the field for a missing or malformed e-mail', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).message).toMatch(/^email: /);
    const missing = await app.request('/api/auth/forgot-password', post({}));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toMatch(/^email: /);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and uses the link up', async () => {
    const { user, token } = await userWithResetToken();
    const before = await db.selectFrom('users').select(['session_generation', 'password_hash']).where('id', '=', user.user.id).executeTakeFirstOrThrow();

    const res = await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass', extra: 'ignored' });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply).toEqual({ success: true, message: 'Password has been reset successfully. Please log in with your new password.' });
    expect(reply.token).toBeUndefined();

    const after = await db.selectFrom('users').select(['session_generation', 'password_hash', 'email_verified']).where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(after.session_generation).toBe(before.session_generation + 1);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.email_verified).toBe(true);
    expect(await deps.redis.get(sessionGenerationKey(env.prefix, user.user.id))).toBe(String(after.session_generation));

    expect((await login(user.user.email, user.password)).status).toBe(401);
    const signedIn = await login(user.user.email, 'brand-new-pass');
    expect(signedIn.status).toBe(200);
    const claims = await deps.verifyToken(((await signedIn.json()) as any).token);
    expect(claims.sessionGeneration).toBe(after.session_generation);

    const twice = await reset({ token, password: 'another-pass', confirmPassword: 'another-pass' });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ success: false, error: 'Invalid or expired reset token' });
    expect((await login(user.user.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { user, token } = await userWithResetToken();
    await db.updateTable('user_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', sha256(token)).execute();
    const res = await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Invalid or expired reset token' });
    expect((await login(user.user.email, user.password)).status).toBe(200);
    const row = await db.selectFrom('user_tokens').select('used_at').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('refuses an unknown or missing token with the same text', async () => {
    const unknown = await reset({ token: 'A'.repeat(43), password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Invalid or expired reset token' });
    const missing = await reset({ password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'Invalid or expired reset token', message: 'token: Invalid or expired reset token' });
  });

  it('validates the new password with the spec texts and leaves the link usable', async () => {
    const { user, token } = await userWithResetToken();
    const short = await reset({ token, password: '12345', confirmPassword: '12345' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: 'Password must be at least 6 characters', message: 'password: Password must be at least 6 characters' });
    const mismatch = await reset({ token, password: 'brand-new-pass', confirmPassword: 'other-pass' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: 'Passwords do not match', message: 'confirmPassword: Passwords do not match' });

    expect((await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' })).status).toBe(200);
    expect((await login(user.user.email, 'brand-new-pass')).status).toBe(200);
  });

  it('lets only one of two racing uses of a link win', async () => {
    const { token } = await userWithResetToken();
    const replies = await Promise.all(['first-pass', 'second-pass'].map((p) => reset({ token, password: p, confirmPassword: p })));
    expect(replies.map((r) => r.status).toSorted()).toEqual([200, 400]);
  });
});

describe('e-mail verification', () => {
  it('mails a link at registration; POST /api/auth/verify-email marks the address verified once', async () => {
    const user = await registerUser(app);
    const [mail] = await waitForOutbox(app, admin, user.user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your e-mail address for Haat' });
    const token = linkToken(mail!.body, '/verify-email');
    expect(mail!.body).toContain(`http://localhost:8080/verify-email?token=${token}`);
    const stored = await db.selectFrom('user_tokens').select('token_hash').where('user_id', '=', user.user.id).where('purpose', '=', 'email_verification').executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256(token));

    const before = await db.selectFrom('users').select('email_verified').where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(before.email_verified).toBe(false);
    const res = await app.request('/api/auth/verify-email', post({ token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Email verified successfully', data: { emailVerified: true } });
    const after = await db.selectFrom('users').select('email_verified').where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(after.email_verified).toBe(true);

    const again = await app.request('/api/auth/verify-email', post({ token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'Invalid or expired verification token' });
  });

  it('refuses an expired, unknown or missing token and changes nothing', async () => {
    const user = await registerUser(app);
    const [mail] = await waitForOutbox(app, admin, user.user.email);
    const token = linkToken(mail!.body, '/verify-email');
    await db.updateTable('user_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', sha256(token)).execute();
    const expired = await app.request('/api/auth/verify-email', post({ token }));
    expect(expired.status).toBe(400);
    const row = await db.selectFrom('users').select('email_verified').where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(false);

    expect((await app.request('/api/auth/verify-email', post({ token: 'nope' }))).status).toBe(400);
    const missing = await app.request('/api/auth/verify-email', post({}));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toMatch(/^token: /);
    // A reset token is not a verification token.
    const { token: resetToken } = await userWithResetToken();
    expect((await app.request('/api/auth/verify-email', post({ token: resetToken }))).status).toBe(400);
  });

  it('never fails the caller, even when the verification side is not mounted', async () => {
    const bare = { logger: deps.logger } as any; // an IdentityContext no verification side was mounted for
    await expect(sendVerificationEmail(bare, { id: '00000000-0000-4000-8000-000000000000', email: 'x@example.in', name: 'X', language: null })).resolves.toBeUndefined();
  });
});
