import { vi } from 'vitest';
import type { App, ServiceDeps } from '@haat/server-kit';
import type { IdentityConfig } from '../../src/config.ts';
import { createFirstSuperadmin } from '../../src/auth/superadmin-setup.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { IdentityDatabase } from '../../src/users/user.table.ts';
import type { Kysely } from 'kysely';

/** Shared by the verification test files: request helpers, sign-up, a superadmin, the dev outbox. */
export const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let n = 0;
export const uniqueEmail = (tag = 'user') => `${tag}${++n}-${Date.now()}@example.in`;

/** A fresh mobile number per call (valid Indian format), so tests never share one. */
let phoneSeq = Math.floor(Math.random() * 1_000_000);
export const uniquePhone = () => `9${String(100_000_000 + (++phoneSeq % 900_000_000)).slice(-9)}`;

export async function registerUser(app: App, overrides: Record<string, unknown> = {}) {
  const body = { name: 'Asha Rao', email: uniqueEmail(), password: 'secret123', role: 'buyer', ...overrides };
  const res = await app.request('/api/auth/register', post(body));
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as { token: string; user: { id: string; email: string } };
  return { ...reply, password: body.password as string };
}

/** The one superadmin of a test world (created on first use), signed in. */
export async function superadminToken(app: App, deps: ServiceDeps<IdentityConfig>): Promise<string> {
  const db = deps.db as Kysely<IdentityDatabase>;
  const email = `root-${deps.config.HAAT_PREFIX}@example.in`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!existing) await createFirstSuperadmin(db, { name: 'Root', email, password_hash: await hashPassword('admin12345'), phone: null });
  const res = await app.request('/api/auth/login', post({ email, password: 'admin12345' }));
  return ((await res.json()) as { token: string }).token;
}

export type OutboxEntry = { id: string; channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string; createdAt: string };

export async function readOutbox(app: App, adminToken: string, recipient: string): Promise<OutboxEntry[]> {
  const res = await app.request(`/api/verification/dev-outbox?recipient=${encodeURIComponent(recipient)}`, { headers: bearer(adminToken) });
  if (res.status !== 200) throw new Error(`dev-outbox answered ${res.status}`);
  return ((await res.json()) as { data: OutboxEntry[] }).data;
}

/** Waits for the message worker to deliver `count` messages to `recipient` and returns them, newest first. */
export async function waitForOutbox(app: App, adminToken: string, recipient: string, count = 1): Promise<OutboxEntry[]> {
  return vi.waitFor(async () => {
    const messages = await readOutbox(app, adminToken, recipient);
    if (messages.length < count) throw new Error(`${messages.length} of ${count} messages so far`);
    return messages;
  }, { timeout: 10_000, interval: 50 });
}

export const linkToken = (body: string, path: string) => {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${body}`);
  return match[1];
};
export const otpIn = (body: string) => {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
};
