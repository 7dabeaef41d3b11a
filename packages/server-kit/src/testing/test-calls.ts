import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CreateProductBody, CreateStoreBody, Product, Role, Store } from '@haat/contracts';
import { sql, type Kysely } from 'kysely';
import type { App } from '../index.ts';
import { signTestToken } from './test-environment.ts';
import { checkDocumentedReply } from './documented-replies.ts';

/**
 * The calls the services' integration tests share: signed-in callers, request bodies, opening a
 * store, adding a product, signing up, and waiting for what arrives over NATS. A `target` is either
 * a service app built in the test process or the base URL of one running as its own process.
 */

export type Caller = { id: string; role: Role; token: string };

/** A signed-in user of the given role, with a token every service of a test environment accepts. */
export async function caller(role: Role, id: string = randomUUID()): Promise<Caller> {
  const { token } = await signTestToken({ id, role, name: `Test ${role}`, email: `${id}@test.haat.in` });
  return { id, role, token };
}

/** A JSON request, signed in as `who` when given. */
export function request(method: string, body?: unknown, who?: Caller | null, headers: Record<string, string> = {}): RequestInit {
  const all: Record<string, string> = { ...headers };
  if (body !== undefined) all['Content-Type'] = 'application/json';
  if (who) all['Authorization'] = `Bearer ${who.token}`;
  return { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

export type Target = App | string;

/**
 * Sends to an app in this process, or over HTTP to a service process (never hanging past 40 s).
 * A JSON reply of an /api call must match its OpenAPI documentation, or the call throws
 * (documented-replies.ts).
 */
export async function send(target: Target, path: string, init: RequestInit = {}): Promise<Response> {
  const res = typeof target !== 'string' ? await target.request(path, init) : await fetch(`${target}${path}`, { ...init, signal: AbortSignal.timeout(40_000) });
  await checkDocumentedReply(init.method ?? 'GET', path, res);
  return res;
}

async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`could not ${what}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export async function openStore(catalog: Target, seller: Caller, body: Partial<CreateStoreBody> = {}): Promise<Store> {
  return created(await send(catalog, '/api/stores', request('POST', { name: 'Test Kirana', city: 'Pune', ...body }, seller)), 'open store');
}

/**
 * Marks a store verified as the admin team's approval leaves it, straight in the catalog's database
 * (`catalogDb`: the catalog's ServiceDeps.db): only verified stores may publish offers, and tests that
 * are not about verification need not run identity for the phone check and the review queue
 * (catalog's verification-review.test.ts goes the whole way).
 */
export async function markStoreVerified(catalogDb: Kysely<any>, storeId: string): Promise<void> {
  const { numAffectedRows } = await sql`
    UPDATE stores SET verification_status = 'verified', verification_requested_at = coalesce(verification_requested_at, now()),
           verification_decided_at = now(), verification_decided_by_name = 'Test Admin'
     WHERE id = ${storeId}`.execute(catalogDb);
  if (numAffectedRows !== 1n) throw new Error(`no store ${storeId} to verify`);
}

export async function addProduct(catalog: Target, seller: Caller, body: CreateProductBody): Promise<Product> {
  return created(await send(catalog, '/api/products', request('POST', body, seller)), 'add product');
}

let accounts = 0;
export const uniqueEmail = (tag = 'user') => `${tag}${++accounts}-${Date.now()}@example.in`;

export type SignedUp = { token: string; id: string; email: string; password: string; user: any };

/** Signs a new account up at identity (or the gateway in front of it); `overrides` change the form. */
export async function signUp(identity: Target, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = { name: 'Priya Nair', email: uniqueEmail(), password: 'secret123', role: 'buyer', ...overrides };
  const res = await send(identity, '/api/auth/register', request('POST', body));
  const reply = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(reply)}`);
  return { token: reply.token, id: reply.user.id, email: reply.user.email, password: String(body.password), user: reply.user };
}

/**
 * Polls `check` until it passes: it passes unless it answers `false` or throws. Events travel over
 * NATS, so what they cause lands a moment after the call. On time-out the last error is thrown.
 */
export async function eventually(check: () => boolean | void | Promise<boolean | void>, timeoutMs = 5000, { intervalMs = 25, what = 'condition' } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown = null;
    try {
      if ((await check()) !== false) return;
    } catch (err) {
      failure = err;
    }
    if (Date.now() > until) throw failure ?? new Error(`${what} not met within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}
