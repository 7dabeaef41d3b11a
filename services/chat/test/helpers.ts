import type { RealtimePush, Store } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, openStore, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// Tests only: the real catalog in the same test world, so store owners come over NATS as in production.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { migrations } from '../src/migrations/index.ts';
import { buildChatService, SCHEMA } from '../src/service.ts';

export { caller, eventually, request, type Caller } from '@haat/server-kit/testing';

export type ChatWorld = { env: TestEnvironment; chatDeps: ServiceDeps; chat: App; catalog: App; seller: Caller; store: Store };

/** A test world: the chat service, the catalog answering who owns a store, and a seller's open store. */
export async function startChatWorld(settings: Record<string, unknown> = {}): Promise<ChatWorld> {
  const env = await createTestEnvironment();
  const catalog = await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations));
  const chatDeps = await env.connect('chat', SCHEMA, migrations, settings);
  const chat = await buildChatService(chatDeps);
  const seller = await caller('seller');
  const store = await openStore(catalog, seller, { name: 'Chat Test Store' });
  return { env, chatDeps, chat, catalog, seller, store };
}

export type Reply<T> = { status: number; headers: Headers; body: { success: boolean; data: T; message: string; error: string; hasMore?: boolean; nextCursor?: string | null } };

/** Calls the chat app as `who`. */
export function callerOf(chat: App) {
  return async <T>(method: string, path: string, who: Caller | null, body?: unknown): Promise<Reply<T>> => {
    const res = await chat.request(path, request(method, body, who));
    return { status: res.status, headers: res.headers, body: (await res.json()) as Reply<T>['body'] };
  };
}

/** Collects what is pushed to one user's sockets (the gateway relays `realtime.user.<id>`). */
export function watchPushes(deps: ServiceDeps, userId: string) {
  const pushes: RealtimePush[] = [];
  const sub = deps.nc.subscribe(deps.subjects.realtimeUser(userId), { callback: (_err, msg) => void pushes.push(msg.json<RealtimePush>()) });
  return { pushes, of: (event: string) => pushes.filter((p) => p.event === event), stop: () => sub.unsubscribe() };
}
