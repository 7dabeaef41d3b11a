import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call of the test stack as a user (token) or a visitor; any non-2xx answer fails the test with its body. */
export async function call<T = Json>(request: APIRequestContext, method: Method, path: string, token?: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const reply = await request.fetch(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(data === undefined ? {} : { data }),
  });
  const text = await reply.text();
  if (!reply.ok()) throw new Error(`${method} ${path} → ${reply.status()} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** An account made through the API, as the tests use it. */
export type Account = { name: string; email: string; token: string; id: string };

/** Signs a new account up through POST /api/auth/register, living in `city`. */
export async function registerAccount(request: APIRequestContext, who: { name: string; email: string; password: string; role: 'buyer' | 'seller'; city: string }): Promise<Account> {
  const { token, user } = await call<{ token: string; user: { id: string } }>(request, 'POST', '/api/auth/register', undefined, {
    name: who.name, email: who.email, password: who.password, role: who.role, currentCity: who.city,
  });
  return { name: who.name, email: who.email, token, id: user.id };
}

/** A 10-digit Indian mobile no other account has verified (phones are unique among verified users). */
export const freshPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
