import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startVerificationWorld, uniqueEmail, waitForOutbox, type VerificationWorld } from './support/verification-kit.ts';

let { env, app, admin } = {} as VerificationWorld; // filled in by beforeAll
beforeAll(async () => void ({ env, app, admin } = await startVerificationWorld()));
afterAll(() => env.cleanup());

const HINDI = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const put = (body: unknown, headers: Record<string, string>) => ({ method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Issue 39: the server speaks the user's language; a client written against the spec still reads English. */
describe('the server in the reader\'s language', () => {
  it('answers an error in Hindi when asked, and in the spec\'s English otherwise', async () => {
    const body = { email: 'not-an-email', password: 'x' };
    const english = (await (await app.request('/api/auth/login', post(body))).json()) as { error: string };
    const hindi = await app.request('/api/auth/login', post(body, HINDI));
    expect(english).toMatchObject({ success: false, message: 'email: Please enter a valid email address' });
    expect(hindi.status).toBe(400);
    expect(hindi.headers.get('content-language')).toBe('hi');
    const reply = (await hindi.json()) as { success: boolean; error: string; message: string };
    expect(reply.success).toBe(false);
    expect(reply.message).toMatch(/^email: .*ईमेल/);
    // `error` stays the spec's English: what a client tells one refusal from another by.
    expect(reply.error).toBe(english.error);
  });

  it('keeps the language a person signed up in on the account, and writes their e-mail in it', async () => {
    const email = uniqueEmail('hindi');
    const res = await app.request('/api/auth/register', post({ name: 'Sunita Devi', email, password: 'Haat-2026-tamatar' }, HINDI));
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { language: string | null } };
    expect(user.language).toBe('hi');
    const [mail] = await waitForOutbox(app, admin, email, 1);
    expect(mail!.subject).not.toBe('Confirm your e-mail address for Haat');
    expect(mail!.subject).toMatch(/Haat/);
    expect(mail!.body).toMatch(/^नमस्ते Sunita Devi,/);
    expect(mail!.body).toMatch(/\/verify-email\?token=/);
  });

  it('lets the person change it on their profile, follows them to /auth/me, and refuses a value that is no language', async () => {
    const res = await app.request('/api/auth/register', post({ name: 'Ravi', email: uniqueEmail('ravi'), password: 'Haat-2026-tamatar' }));
    const { token, user } = (await res.json()) as { token: string; user: { language: string | null } };
    expect(user.language).toBe('en');
    const changed = await app.request('/api/users/profile', put({ language: 'hi' }, bearer(token)));
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { language: string } }).data.language).toBe('hi');
    const me = await app.request('/api/auth/me', { headers: bearer(token) });
    expect(((await me.json()) as { data: { language: string } }).data.language).toBe('hi');
    const refused = await app.request('/api/users/profile', put({ language: 'hindi please' }, bearer(token)));
    expect(refused.status).toBe(400);
    const after = await app.request('/api/auth/me', { headers: bearer(token) });
    expect(((await after.json()) as { data: { language: string } }).data.language).toBe('hi');
  });
});
