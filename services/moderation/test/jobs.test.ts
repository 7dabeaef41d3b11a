import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, jobQueueList, jobQueues, type JobsOverview } from '@haat/contracts';
import { createQueue, type App, type ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, eventually, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// The notification service runs the `notifications` queue's worker: its failures are real ones.
import { buildNotificationService, migrations as notificationMigrations, SCHEMA as NOTIFICATION_SCHEMA } from '@haat/notification';
import { migrations } from '../src/migrations/index.ts';
import { buildModerationService, SCHEMA } from '../src/service.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string };

let env: TestEnvironment;
let moderation: App;
let notificationDeps: ServiceDeps;
let admin: Caller;

beforeAll(async () => {
  env = await createTestEnvironment();
  moderation = await buildModerationService(await env.connect('moderation', SCHEMA, migrations));
  notificationDeps = await env.connect('notification', NOTIFICATION_SCHEMA, notificationMigrations);
  await buildNotificationService(notificationDeps);
  admin = await caller('superadmin');
}, 60_000);
afterAll(() => env.cleanup());

const call = async <T>(method: string, url: string, who: Caller | null = admin) => {
  const res = await moderation.request(url, request(method, undefined, who));
  return { status: res.status, body: (await res.json()) as Body<T> };
};
const overview = async () => (await call<JobsOverview>('GET', '/api/admin/jobs')).body.data;
const queueOf = (name: string) => createQueue<unknown>(name, { connection: notificationDeps.queueRedis, prefix: env.prefix });

describe('background jobs in the console', () => {
  const failing = randomUUID();

  it('signed out: 401; a buyer, a seller or a delivery partner: 403', async () => {
    for (const who of [null, await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '/api/admin/jobs', who)).status).toBe(expected);
      expect((await call('POST', `/api/admin/jobs/${jobQueues.notifications.name}/x/retry`, who)).status).toBe(expected);
    }
  });

  it('lists every queue of the system with its owner and counts', async () => {
    const { queues, failed } = await overview();
    expect(queues.map((q) => q.name)).toEqual(jobQueueList.map((q) => q.name));
    expect(queues.find((q) => q.name === 'notifications')).toEqual({ name: 'notifications', owner: 'notification', waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 });
    expect(failed).toEqual([]);
  });

  it('shows a job that failed in its worker (an event the notification service cannot read), and a retry runs it again', async () => {
    const notifications = queueOf(jobQueues.notifications.name);
    await notifications.add('order.status_changed', { id: failing, type: 'order.status_changed', occurredAt: new Date().toISOString(), payload: { orderId: 42 } }, { jobId: failing, attempts: 1 });
    await eventually(async () => expect((await overview()).failed.map((job) => job.id)).toContain(failing), 10_000);
    const { queues, failed } = await overview();
    expect(queues.find((q) => q.name === 'notifications')!.failed).toBe(1);
    expect(failed[0]).toMatchObject({ queue: 'notifications', id: failing, name: 'order.status_changed', attemptsMade: 1 });
    expect(failed[0]!.failedReason).not.toBe('');
    expect(Date.parse(failed[0]!.failedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.parse(failed[0]!.data)).toMatchObject({ id: failing, payload: { orderId: 42 } });

    const retried = await call<{ queue: string; id: string }>('POST', `/api/admin/jobs/notifications/${failing}/retry`);
    expect(retried).toMatchObject({ status: 200, body: { success: true, data: { queue: 'notifications', id: failing } } });
    // The worker ran it a second time (and, still unreadable, it failed again).
    await eventually(async () => expect((await overview()).failed.find((job) => job.id === failing)?.attemptsMade).toBe(2), 10_000);
    await notifications.close();
  });

  it(`a job that has not failed is 409; an unknown queue or job is 404 '${ADMIN_TEXTS.jobNotFound}'`, async () => {
    const cleanup = queueOf(jobQueues.idempotencyCleanup.name);
    const waiting = randomUUID();
    await cleanup.add('clean-up', {}, { jobId: waiting, delay: 3_600_000 });
    expect((await overview()).queues.find((q) => q.name === 'idempotency-cleanup')!.delayed).toBe(1);
    expect(await call('POST', `/api/admin/jobs/idempotency-cleanup/${waiting}/retry`)).toMatchObject({ status: 409, body: { error: 'Only a failed job can be retried' } });
    expect(await cleanup.getJobState(waiting)).toBe('delayed');
    await cleanup.close();

    expect(await call('POST', `/api/admin/jobs/no-such-queue/${failing}/retry`)).toMatchObject({ status: 404, body: { error: ADMIN_TEXTS.jobNotFound } });
    expect(await call('POST', `/api/admin/jobs/notifications/${randomUUID()}/retry`)).toMatchObject({ status: 404, body: { error: ADMIN_TEXTS.jobNotFound } });
  });
});
