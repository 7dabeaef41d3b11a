import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, otpIn, post, readOutbox, registerUser, startVerificationWorld, uniquePhone, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

let { env, app, db, admin } = {} as VerificationWorld; // filled in by beforeAll
beforeAll(async () => void ({ env, app, db, admin } = await startVerificationWorld()));
afterAll(() => env.cleanup());

const call = (path: string, token: string, body: unknown) => app.request(`/api/verification/${path}`, post(body, bearer(token)));
const e164 = (tenDigits: string) => `+91${tenDigits}`;

/** Sends a code to `phone` for the user and returns it as the development outbox received it. */
async function sendCode(token: string, phone: string, path = 'send-otp') {
  const recipient = e164(phone.slice(-10));
  const before = (await readOutbox(app, admin, recipient)).length;
  const res = await call(path, token, { phone });
  expect(res.status).toBe(200);
  const [latest] = await waitForOutbox(app, admin, recipient, before + 1);
  return { res, code: otpIn(latest!.body) };
}

/** Makes the user's last code old enough for the cooldown to have passed. */
const ageCodes = (userId: string, seconds: number) =>
  db.updateTable('phone_otps').set({ created_at: sql`created_at - make_interval(secs => ${seconds})` } as any).where('user_id', '=', userId).execute();

describe('POST /api/verification/send-otp', () => {
  it('texts a 6-digit code to the normalised number and stores only its HMAC', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const res = await call('send-otp', user.token, { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'OTP sent successfully', data: { phone: e164(phone), expiresInSeconds: 600, resendAfterSeconds: 60 } });

    const [sms] = await waitForOutbox(app, admin, e164(phone));
    expect(sms).toMatchObject({ channel: 'sms', recipient: e164(phone), subject: null });
    const code = otpIn(sms!.body);
    expect(sms!.body).toBe(`${code} is your Haat verification code. It expires in 10 minutes. Do not share it with anyone.`);

    const rows = await db.selectFrom('phone_otps').selectAll().where('user_id', '=', user.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect((rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 1000).toBeCloseTo(600, 0);
  });

  it('needs a signed-in user', async () => {
    const res = await app.request('/api/verification/send-otp', post({ phone: uniquePhone() }));
    expect(res.status).toBe(401);
  });

  it('answers 400 naming the phone field for a number that is not an Indian mobile', async () => {
    const user = await registerUser(app);
    for (const phone of ['12345', '5876543210', '+44 7911 123456', '']) {
      const res = await call('send-otp', user.token, { phone });
      expect(res.status).toBe(400);
      const reply = (await res.json()) as any;
      expect(reply.error).toBe('Please enter a valid Indian mobile number');
      expect(reply.message).toMatch(/^phone: /);
    }
    const missing = await call('send-otp', user.token, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toMatch(/^phone: /);
    expect(await db.selectFrom('phone_otps').select('id').where('user_id', '=', user.user.id).execute()).toEqual([]);
  });

  it('refuses a resend inside the 60 s cooldown with 429 and Retry-After, then allows it', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const first = await sendCode(user.token, `0${phone}`);

    const early = await call('resend-otp', user.token, { phone });
    expect(early.status).toBe(429);
    const retryAfter = Number(early.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await early.json()).toMatchObject({ success: false, error: `Please wait ${retryAfter} seconds before requesting a new OTP.` });
    expect(await db.selectFrom('phone_otps').select('id').where('user_id', '=', user.user.id).execute()).toHaveLength(1);

    await ageCodes(user.user.id, 61);
    const again = await call('resend-otp', user.token, { phone });
    expect(again.status).toBe(200);
    const messages = await waitForOutbox(app, admin, e164(phone), 2);
    const second = otpIn(messages[0]!.body);
    // Only the newest code works.
    if (second !== first.code) {
      const old = await call('verify-otp', user.token, { phone, otp: first.code });
      expect(old.status).toBe(400);
    }
    expect((await call('verify-otp', user.token, { phone, otp: second })).status).toBe(200);
  });

  it('caps codes per phone per hour, whoever asks', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      const sender = await registerUser(app);
      expect((await call('send-otp', sender.token, { phone })).status).toBe(200);
      await db.updateTable('phone_otps').set({ created_at: sql`created_at - interval '2 minutes'` } as any).where('phone', '=', e164(phone)).execute();
    }
    const sixth = await registerUser(app);
    const res = await call('send-otp', sixth.token, { phone });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect(((await res.json()) as any).error).toMatch(/^Too many OTP requests for this number\. Please try again in \d+ minutes\.$/);
  });

  it('refuses a number that another account has verified', async () => {
    const owner = await registerUser(app);
    const phone = uniquePhone();
    const { code } = await sendCode(owner.token, phone);
    expect((await call('verify-otp', owner.token, { phone, otp: code })).status).toBe(200);

    const other = await registerUser(app);
    const res = await call('send-otp', other.token, { phone });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'This phone number is already verified on another account' });
  });
});

describe('POST /api/verification/verify-otp', () => {
  it('verifies the phone for the caller and shows it in phone-status and /auth/me', async () => {
    const user = await registerUser(app, { phone: '9000000001' });
    const phone = uniquePhone();
    const { code } = await sendCode(user.token, phone);

    const res = await call('verify-otp', user.token, { phone: `+91${phone}`, otp: code });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply).toMatchObject({ success: true, message: 'Phone number verified successfully', data: { phone: e164(phone), phoneVerified: true } });
    expect(Date.parse(reply.data.phoneVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);

    const status = await app.request('/api/verification/phone-status', { headers: bearer(user.token) });
    expect(await status.json()).toEqual({ success: true, data: { phone: e164(phone), phoneVerified: true, phoneVerifiedAt: reply.data.phoneVerifiedAt, codeSent: null } });
    const me = (await (await app.request('/api/auth/me', { headers: bearer(user.token) })).json()) as any;
    expect(me.data).toMatchObject({ phone: e164(phone), phoneVerified: true, phoneVerifiedAt: reply.data.phoneVerifiedAt });

    // A code works once.
    const again = await call('verify-otp', user.token, { phone, otp: code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'OTP has expired or was not requested. Please request a new OTP.' });
  });

  it('counts wrong codes and locks the code after 5 attempts', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const { code } = await sendCode(user.token, phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await call('verify-otp', user.token, { phone, otp: wrong });
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ error: 'Invalid OTP. 4 attempts remaining.' });
    for (const left of ['3 attempts', '2 attempts', '1 attempt']) {
      expect(await (await call('verify-otp', user.token, { phone, otp: wrong })).json()).toMatchObject({ error: `Invalid OTP. ${left} remaining.` });
    }
    const fifth = await call('verify-otp', user.token, { phone, otp: wrong });
    expect(await fifth.json()).toMatchObject({ error: 'Too many incorrect attempts. Please request a new OTP.' });
    const right = await call('verify-otp', user.token, { phone, otp: code });
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ error: 'Too many incorrect attempts. Please request a new OTP.' });
    const row = await db.selectFrom('users').select('phone_verified').where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(false);
  });

  it('refuses an expired code, a code never requested and another user\'s code', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const { code } = await sendCode(user.token, phone);

    const stranger = await registerUser(app);
    const foreign = await call('verify-otp', stranger.token, { phone, otp: code });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'OTP has expired or was not requested. Please request a new OTP.' });

    const otherPhone = await call('verify-otp', user.token, { phone: uniquePhone(), otp: code });
    expect(otherPhone.status).toBe(400);

    await db.updateTable('phone_otps').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', user.user.id).execute();
    const expired = await call('verify-otp', user.token, { phone, otp: code });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'OTP has expired or was not requested. Please request a new OTP.' });
    const otp = await db.selectFrom('phone_otps').select(['attempts', 'consumed_at']).where('user_id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(otp).toEqual({ attempts: 0, consumed_at: null });
  });

  it('answers 400 naming the field for a malformed code or phone, and 401 without a token', async () => {
    const user = await registerUser(app);
    const badCode = await call('verify-otp', user.token, { phone: uniquePhone(), otp: '12ab56' });
    expect(badCode.status).toBe(400);
    expect(await badCode.json()).toMatchObject({ error: 'Please enter the 6-digit OTP', message: 'otp: Please enter the 6-digit OTP' });
    const badPhone = await call('verify-otp', user.token, { phone: '123', otp: '123456' });
    expect(((await badPhone.json()) as any).message).toMatch(/^phone: /);
    expect((await app.request('/api/verification/verify-otp', post({ phone: uniquePhone(), otp: '123456' }))).status).toBe(401);
  });

  it('refuses with 409 when another account verified the number meanwhile, and keeps the code usable', async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    const phone = uniquePhone();
    const a = await sendCode(first.token, phone);
    await ageCodes(first.user.id, 61);
    const b = await sendCode(second.token, phone);
    expect((await call('verify-otp', second.token, { phone, otp: b.code })).status).toBe(200);
    const late = await call('verify-otp', first.token, { phone, otp: a.code });
    expect(late.status).toBe(409);
    const otp = await db.selectFrom('phone_otps').select(['attempts', 'consumed_at']).where('user_id', '=', first.user.id).executeTakeFirstOrThrow();
    expect(otp).toEqual({ attempts: 0, consumed_at: null });
  });
});

describe('phone status calls', () => {
  it('GET /phone-status shows the registered, unverified phone; 401 without a token', async () => {
    const user = await registerUser(app, { phone: '98765 00001' });
    const res = await app.request('/api/verification/phone-status', { headers: bearer(user.token) });
    expect(await res.json()).toEqual({ success: true, data: { phone: '+919876500001', phoneVerified: false, phoneVerifiedAt: null, codeSent: null } });
    expect((await app.request('/api/verification/phone-status')).status).toBe(401);
  });

  it('GET /phone-status shows the code waiting to be entered and the wait before another (a reload continues from it), until it is used', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const phone = uniquePhone();
    const status = async (token: string) => ((await (await app.request('/api/verification/phone-status', { headers: bearer(token) })).json()) as any).data;
    const { code } = await sendCode(user.token, phone);

    const waiting = await status(user.token);
    expect(waiting).toMatchObject({ phoneVerified: false, codeSent: { phone: e164(phone), resendAfterSeconds: expect.any(Number) } });
    expect(waiting.codeSent.resendAfterSeconds).toBeGreaterThan(55);
    expect(waiting.codeSent.resendAfterSeconds).toBeLessThanOrEqual(60);
    expect(new Date(waiting.codeSent.expiresAt).getTime() - Date.now()).toBeGreaterThan(590_000);
    expect((await status(other.token)).codeSent).toBeNull();

    await ageCodes(user.user.id, 45);
    expect((await status(user.token)).codeSent.resendAfterSeconds).toBeLessThanOrEqual(15);
    await ageCodes(user.user.id, 30);
    expect((await status(user.token)).codeSent).toMatchObject({ phone: e164(phone), resendAfterSeconds: 0 });

    expect((await call('verify-otp', user.token, { phone, otp: code })).status).toBe(200);
    expect(await status(user.token)).toMatchObject({ phone: e164(phone), phoneVerified: true, codeSent: null });
  });

  it('POST /check-phone says whether that number is the caller\'s verified phone', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const before = await call('check-phone', user.token, { phone });
    expect(await before.json()).toEqual({ success: true, data: { phone: e164(phone), verified: false, phoneVerifiedAt: null } });

    const { code } = await sendCode(user.token, phone);
    await call('verify-otp', user.token, { phone, otp: code });
    const after = (await (await call('check-phone', user.token, { phone: `0${phone}` })).json()) as any;
    expect(after.data).toMatchObject({ phone: e164(phone), verified: true });
    expect(after.data.phoneVerifiedAt).toEqual(expect.any(String));
    const other = (await (await call('check-phone', user.token, { phone: uniquePhone() })).json()) as any;
    expect(other.data.verified).toBe(false);

    expect((await call('check-phone', user.token, { phone: 'abc' })).status).toBe(400);
    expect((await app.request('/api/verification/check-phone', post({ phone }))).status).toBe(401);
  });

  it('GET /widget-config names the development provider, disabled, with no secrets', async () => {
    const res = await app.request('/api/verification/widget-config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { provider: 'development', enabled: false } });
  });
});

/** A user who verified a phone with the development provider, and the widget token verify-otp returned. */
async function devToken() {
  const user = await registerUser(app);
  const phone = uniquePhone();
  const { code } = await sendCode(user.token, phone);
  const reply = (await (await call('verify-otp', user.token, { phone, otp: code })).json()) as any;
  return { user, phone, accessToken: reply.data.accessToken as string };
}

describe('POST /api/verification/verify-token (development widget)', () => {
  it('accepts the token the development flow returned, for the same user', async () => {
    const { user, phone, accessToken } = await devToken();
    expect(accessToken).toMatch(/^devw\./);
    // The phone loses its verified flag (say, an admin reset it); the widget token proves it again.
    await db.updateTable('users').set({ phone_verified: false, phone_verified_at: null }).where('id', '=', user.user.id).execute();
    const res = await call('verify-token', user.token, { token: accessToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { phone: e164(phone), phoneVerified: true } });
  });

  it('refuses it for another user, tampered, garbage or missing', async () => {
    const { accessToken } = await devToken();
    const stranger = await registerUser(app);
    for (const token of [accessToken, `${accessToken.slice(0, -2)}xx`, 'not-a-token', `devw.${Buffer.from('{}').toString('base64url')}.abc`]) {
      const res = await call('verify-token', stranger.token, { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Invalid or expired phone verification token' });
    }
    const row = await db.selectFrom('users').select('phone_verified').where('id', '=', stranger.user.id).executeTakeFirstOrThrow();
    expect(row.phone_verified).toBe(false);
    const missing = await call('verify-token', stranger.token, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toMatch(/^token: /);
    expect((await app.request('/api/verification/verify-token', post({ token: accessToken }))).status).toBe(401);
  });
});

describe('GET /api/verification/dev-outbox', () => {
  it('lists messages newest first for the superadmin, filtered by recipient', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    await sendCode(user.token, phone);
    await ageCodes(user.user.id, 61);
    await sendCode(user.token, phone);

    const res = await app.request(`/api/verification/dev-outbox?recipient=${encodeURIComponent(`+91 ${phone}`)}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as any;
    expect(reply.count).toBe(2);
    expect(reply.data.map((m: any) => m.recipient)).toEqual([e164(phone), e164(phone)]);
    expect(Date.parse(reply.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(reply.data[1].createdAt));

    const mails = await readOutbox(app, admin, user.user.email.toUpperCase());
    expect(mails.map((m) => m.channel)).toEqual(['email']);

    const all = (await (await app.request('/api/verification/dev-outbox?limit=1', { headers: bearer(admin) })).json()) as any;
    expect(all.data).toHaveLength(1);
  });

  it('is for the superadmin only', async () => {
    const buyer = await registerUser(app);
    const seller = await registerUser(app, { role: 'shopkeeper' });
    expect((await app.request('/api/verification/dev-outbox', { headers: bearer(buyer.token) })).status).toBe(403);
    expect((await app.request('/api/verification/dev-outbox', { headers: bearer(seller.token) })).status).toBe(403);
    expect((await app.request('/api/verification/dev-outbox')).status).toBe(401);
  });
});
