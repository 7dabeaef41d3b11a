import type { Kysely } from 'kysely';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type SignedUp as SignedIn, type TestEnvironment } from '@haat/server-kit/testing';
import type { IdentityConfig } from '../../src/config.ts';
import { migrations } from '../../src/migrations/index.ts';
import { buildIdentityService, SCHEMA } from '../../src/service.ts';
import { createFirstSuperadmin } from '../../src/auth/first-superadmin.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { IdentityDatabase } from '../../src/users/user.table.ts';

/** Shared by the account test files: one identity world, request helpers, sign-up and sign-in. */
export type World = { env: TestEnvironment; deps: ServiceDeps<IdentityConfig>; db: Kysely<IdentityDatabase>; app: App };

export async function startWorld(extra: Record<string, unknown> = {}): Promise<World> {
  const env = await createTestEnvironment();
  const deps = await env.connect<IdentityConfig>('identity', SCHEMA, migrations, extra);
  const app = await buildIdentityService(deps);
  return { env, deps, db: deps.db as Kysely<IdentityDatabase>, app };
}

export type Reply = { status: number; headers: Headers; body: any };

/** One JSON call; `token` signs it in. */
export async function call(app: App, method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

// Sign-up is shared with the other workspaces' tests: it lives in server-kit's testing entry.
export { signUp as registerUser, uniqueEmail, type SignedUp as SignedIn } from '@haat/server-kit/testing';

export const login = (app: App, email: string, password: string) => call(app, 'POST', '/api/auth/login', { body: { email, password } });

/** The world's superadmin (created on first use), signed in. */
export async function signInSuperadmin({ app, db, deps }: Pick<World, 'app' | 'db' | 'deps'>): Promise<SignedIn> {
  const email = `root-${deps.config.HAAT_PREFIX}@example.in`;
  const password = 'admin12345';
  if (!(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())) {
    await createFirstSuperadmin(db, { name: 'Root Admin', email, password_hash: await hashPassword(password), phone: null });
  }
  const reply = await login(app, email, password);
  if (reply.status !== 200) throw new Error(`superadmin login failed: ${reply.status}`);
  return { token: reply.body.token, id: reply.body.user.id, email, password, user: reply.body.user };
}
