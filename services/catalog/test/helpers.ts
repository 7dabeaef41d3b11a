import { randomUUID } from 'node:crypto';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, signTestToken, type TestEnvironment } from '@haat/server-kit/testing';
import type { CreateProductBody, CreateStoreBody, Product, Role, Store } from '@haat/contracts';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

export type Caller = { id: string; role: Role; token: string };

/** A signed-in user of the given role, with a token the service accepts. */
export async function caller(role: Role, id: string = randomUUID()): Promise<Caller> {
  const { token } = await signTestToken({ id, role, name: `Test ${role}`, email: `${id}@test.haat.in` });
  return { id, role, token };
}

export function request(method: string, body?: unknown, who?: Caller | null): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (who) headers['Authorization'] = `Bearer ${who.token}`;
  return { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

export type CatalogWorld = { env: TestEnvironment; deps: ServiceDeps; app: App };

/** One isolated world (database, prefix, stream) with the catalog service built in it. */
export async function startCatalog(): Promise<CatalogWorld> {
  const env = await createTestEnvironment();
  const deps = await env.connect('catalog', SCHEMA, migrations);
  const app = await buildCatalogService(deps);
  return { env, deps, app };
}

export async function openStore(app: App, seller: Caller, body: Partial<CreateStoreBody> = {}): Promise<Store> {
  const res = await app.request('/api/stores', request('POST', { name: 'Test Kirana', city: 'Pune', ...body }, seller));
  if (res.status !== 201) throw new Error(`could not open store: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Store }).data;
}

export async function addProduct(app: App, seller: Caller, body: CreateProductBody): Promise<Product> {
  const res = await app.request('/api/products', request('POST', body, seller));
  if (res.status !== 201) throw new Error(`could not add product: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Product }).data;
}
