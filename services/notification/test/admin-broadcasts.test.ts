import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { ADMIN_TEXTS, storeAudienceReplySchema, type AdminBroadcast, type LiveNotification, type Notification, type Role } from '@haat/contracts';
import { createQueue, requestRpc, type App, type ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, eventually, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// Identity answers who the buyers of a city are: started from its public entry in this test world.
import { buildIdentityService, insertUsersIfAbsent, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA, type IdentityConfig } from '@haat/identity';
import { buildNotificationService, migrations, SCHEMA } from '../src/index.ts';
import { ADMIN_BROADCASTS_QUEUE } from '../src/admin-broadcasts/index.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string; pagination?: unknown };

let env: TestEnvironment;
let notification: App;
let deps: ServiceDeps;
let identityDb: Kysely<any>;
let admin: Caller;

/** The accounts at identity: who must hear an admin broadcast to Pune, and who must not. */
const people = {
  puneBuyers: [randomUUID(), randomUUID(), randomUUID()],
  mumbaiBuyer: randomUUID(),
  bannedPuneBuyer: randomUUID(),
  puneSeller: randomUUID(),
};

const account = (id: string, role: Role, city: string, banned = false) => ({
  id, name: `Account ${id.slice(0, 4)}`, email: `${id}@test.haat.in`, password_hash: 'not-a-hash', role, phone: null,
  current_city: city, avatar: null, is_banned: banned, ban_reason: banned ? 'Spam' : null,
});

beforeAll(async () => {
  env = await createTestEnvironment();
  const identityDeps = await env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations);
  identityDb = identityDeps.db;
  await buildIdentityService(identityDeps);
  deps = await env.connect('notification', SCHEMA, migrations);
  notification = await buildNotificationService(deps);
  admin = await caller('superadmin');
  await insertUsersIfAbsent(identityDb, [
    // A city is matched in any case: 'pune' is Pune.
    ...people.puneBuyers.map((id, i) => account(id, 'buyer', i === 0 ? 'pune' : 'Pune')),
    account(people.mumbaiBuyer, 'buyer', 'Mumbai'),
    account(people.bannedPuneBuyer, 'buyer', 'Pune', true),
    account(people.puneSeller, 'seller', 'Pune'),
  ]);
}, 60_000);
afterAll(() => env.cleanup());

const call = async <T>(method: string, url: string, body?: unknown, who: Caller | null = admin) => {
  const res = await notification.request(url, request(method, body, who));
  return { status: res.status, body: (await res.json()) as Body<T> };
};
const adminBroadcastsOf = async (userId: string) => {
  const reply = await call<Notification[]>('GET', '/api/notifications?limit=100', undefined, await caller('buyer', userId));
  return reply.body.data.filter((n) => n.type === 'admin_broadcast');
};
const listed = async () => (await call<AdminBroadcast[]>('GET', '/api/admin/broadcasts')).body.data;
const askCityBuyers = async (after: string | null, limit: number) =>
  storeAudienceReplySchema.parse(await requestRpc(deps.nc, env.subjects.rpc.cityBuyers, { city: ' PUNE ', after, limit }));
const untilSent = (id: string) => eventually(async () => expect((await listed()).find((b) => b.id === id)?.status).toBe('sent'), 20_000);

describe('admin broadcasts', () => {
  it('signed out: 401; a buyer, a seller or a delivery partner: 403, and nothing is sent', async () => {
    for (const who of [null, await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
      const expected = who ? 403 : 401;
      expect((await call('POST', '/api/admin/broadcasts', { city: 'Pune', title: 'Hi', message: 'Hello' }, who)).status).toBe(expected);
      expect((await call('GET', '/api/admin/broadcasts', undefined, who)).status).toBe(expected);
    }
    expect(await listed()).toEqual([]);
  });

  it(`refuses a broadcast without a city ('${ADMIN_TEXTS.broadcastCityRequired}'), title or message`, async () => {
    for (const body of [{ title: 'Hi', message: 'Hello' }, { city: '  ', title: 'Hi', message: 'Hello' }]) {
      expect(await call('POST', '/api/admin/broadcasts', body)).toMatchObject({ status: 400, body: { error: ADMIN_TEXTS.broadcastCityRequired } });
    }
    for (const body of [{ city: 'Pune', message: 'Hello' }, { city: 'Pune', title: 'Hi', message: '' }]) {
      expect((await call('POST', '/api/admin/broadcasts', body)).status).toBe(400);
    }
    expect(await listed()).toEqual([]);
  });

  it('tells exactly the city\'s buyers (not banned ones, not sellers, not other cities), once each, pushed live, and counts them', async () => {
    const pushes: LiveNotification[] = [];
    const sub = deps.nc.subscribe(env.subjects.realtimeUser(people.puneBuyers[1]!), {
      callback: (_err, msg) => {
        const push = msg.json<{ event: string; payload: LiveNotification }>();
        if (push.event === 'newNotification') pushes.push(push.payload);
      },
    });
    const sent = await call<AdminBroadcast>('POST', '/api/admin/broadcasts', { city: 'Pune', title: 'Diwali week', message: 'Stores in Pune stay open late all week.' });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toMatchObject({ city: 'Pune', title: 'Diwali week', status: 'sending', recipients: 0, sentBy: { id: admin.id, name: 'Test superadmin' } });
    await untilSent(sent.body.data.id);
    expect((await listed()).find((b) => b.id === sent.body.data.id)?.recipients).toBe(3);

    for (const buyer of people.puneBuyers) {
      const told = await adminBroadcastsOf(buyer);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Diwali week', message: 'Stores in Pune stay open late all week.', isRead: false, data: { broadcastId: sent.body.data.id, city: 'Pune' } });
    }
    for (const other of [people.mumbaiBuyer, people.bannedPuneBuyer, people.puneSeller]) expect(await adminBroadcastsOf(other)).toEqual([]);
    await eventually(() => expect(pushes.map((p) => p.type)).toEqual(['admin_broadcast']));
    sub.unsubscribe();
  });

  it('a job run again (a retry after a crash, its cursor lost) tells nobody twice and counts nobody twice', async () => {
    const sent = (await call<AdminBroadcast>('POST', '/api/admin/broadcasts', { city: 'pune', title: 'Water cut', message: 'No water on Sunday.' })).body.data;
    await untilSent(sent.id);
    // As if the work were lost after the notifications were written: back to the start, and the job queued again.
    await sql`UPDATE admin_broadcasts SET status = 'sending', cursor = NULL WHERE id = ${sent.id}`.execute(deps.db);
    const queue = createQueue(ADMIN_BROADCASTS_QUEUE, { connection: deps.queueRedis, prefix: env.prefix });
    await queue.add('admin-broadcast', { broadcastId: sent.id }, { jobId: `${sent.id}-again` });
    await eventually(async () => expect(await queue.getJobState(`${sent.id}-again`)).toBe('completed'), 20_000);
    await queue.close();
    await untilSent(sent.id);

    expect((await listed()).find((b) => b.id === sent.id)?.recipients).toBe(3);
    for (const buyer of people.puneBuyers) expect((await adminBroadcastsOf(buyer)).filter((n) => n.title === 'Water cut')).toHaveLength(1);
  });

  it('lists the broadcasts newest first with paging', async () => {
    const all = await call<AdminBroadcast[]>('GET', '/api/admin/broadcasts');
    expect(all.body.data.map((b) => b.title)).toEqual(['Water cut', 'Diwali week']);
    const page = await call<AdminBroadcast[]>('GET', '/api/admin/broadcasts?limit=1&page=2');
    expect(page.body.data.map((b) => b.title)).toEqual(['Diwali week']);
    expect(page.body.pagination).toEqual({ totalCount: 2, currentPage: 2, totalPages: 2, hasNextPage: false });
  });
});

describe('rpc.identity.city-buyers', () => {
  it('pages through a city\'s buyers by id: a cursor after a full page, null at the end', async () => {
    const first = await askCityBuyers(null, 2);
    const sorted = people.puneBuyers.toSorted();
    expect(first).toEqual({ ok: true, userIds: sorted.slice(0, 2), nextCursor: sorted[1] });
    expect(await askCityBuyers(sorted[1]!, 2)).toEqual({ ok: true, userIds: sorted.slice(2), nextCursor: null });
    expect(await askCityBuyers(null, 10)).toMatchObject({ userIds: sorted, nextCursor: null });
    expect(await askCityBuyers(null, 10).then((r) => r.ok && r.userIds)).not.toContain(people.bannedPuneBuyer);
  });
});
