import { expect, type APIRequestContext } from '@playwright/test';
import { call } from './api.ts';

/** The demo superadmin's token: the development outbox is theirs to read. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = await call<{ token: string }>(request, 'POST', '/api/auth/login', undefined, { email: 'admin@demo.haat.in', password: 'demo1234' });
  return token;
}

/** The newest one-time code texted to `phone` (E.164), read from the development outbox as the superadmin. */
export async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const token = await adminToken(request);
  let code = '';
  await expect.poll(async () => {
    const { data } = await call<{ data: { body: string }[] }>(request, 'GET', `/api/verification/dev-outbox?recipient=${encodeURIComponent(phone)}`, token);
    code = data.map((m) => /\b(\d{6}) is your Haat verification code/.exec(m.body)?.[1]).find(Boolean) ?? '';
    return code;
  }, { message: `a code texted to ${phone}`, timeout: 15_000 }).not.toBe('');
  return code;
}
