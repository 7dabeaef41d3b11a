import { vi } from 'vitest';
import type { App, ServiceDeps } from '@haat/server-kit';
import type { IdentityConfig } from '../../src/config.ts';
import { signInSuperadmin, startWorld, type World } from './account-kit.ts';
import type { IdentityDatabase } from '../../src/users/user.table.ts';
import type { VerificationDatabase } from '../../src/verification/verification.table.ts';
import type { Kysely } from 'kysely';

/** Shared by the verification test files: request helpers, sign-up, a superadmin, the dev outbox. */
export const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export { registerUser, uniqueEmail } from './account-kit.ts';

/** A fresh mobile number per call (valid Indian format), so tests never share one. */
let phoneSeq = Math.floor(Math.random() * 1_000_000);
export const uniquePhone = () => `9${String(100_000_000 + (++phoneSeq % 900_000_000)).slice(-9)}`;

/** The one superadmin of a test world (created on first use), signed in. */
export async function superadminToken(app: App, deps: ServiceDeps<IdentityConfig>): Promise<string> {
  return (await signInSuperadmin({ app, deps, db: deps.db as Kysely<IdentityDatabase> })).token;
}

/** One identity world for a verification test file, its verification tables typed and its superadmin signed in. */
export type VerificationWorld = Omit<World, 'db'> & { db: Kysely<VerificationDatabase>; admin: string };

export async function startVerificationWorld(): Promise<VerificationWorld> {
  // Every call of these files comes from one address (no X-Forwarded-For), well past the per-address
  // limit of OTP and recovery calls; that limit has its own test (sign-in-limits.test.ts).
  const world = await startWorld({ RATE_LIMIT_AUTH_POINTS: 10_000 });
  return { ...world, db: world.deps.db as Kysely<VerificationDatabase>, admin: await superadminToken(world.app, world.deps) };
}

type OutboxEntry = { id: string; channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string; createdAt: string };

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
