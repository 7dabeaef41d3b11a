import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { z } from 'zod';
import { subjects as subjectsFor, type EventType } from '@haat/contracts';
import { NATS_ACCESS, NATS_APPS, type NatsApp } from '../../../scripts/deploy/nats-permissions.ts';
import { natsPasswordsFile, natsServerConfig } from '../../../scripts/deploy/nats-server-config.ts';
import { connectNats, consumeEvents, createLogger, ensureEventStream, requestRpc, serveRpc, type NatsConnection } from '../src/index.ts';
import { eventually, startThrowawayNats, type ThrowawayServer } from '../src/testing/index.ts';

/** Ports of the brief (14222-14299), away from the shared NATS and the fault tests' own. */
const PORTS = Array.from({ length: 10 }, (_, i) => 14240 + i);
const PREFIX = 'haat';
const subjects = subjectsFor(PREFIX);
const logger = createLogger({ name: 'nats-permissions-test', level: 'silent' });
/** The forged send of the issue: a buyer's message in the seller's name. */
const forgedSend = () => ({ user: { id: randomUUID(), role: 'seller' }, conversationId: randomUUID(), content: 'Pay on this UPI id instead' });
/** The app that owns an event type (publishes it). */
const ownerOf = (type: EventType) => NATS_APPS.find((app) => NATS_ACCESS[app].owns.includes(type))!;

/**
 * A nats-server on the configuration deploy/nats.conf is generated from (users, passwords from an
 * included file, allow lists), with every app connecting as itself: what compose and Kubernetes run.
 */
describe('NATS with one user per app (the generated deploy configuration)', () => {
  let nats: ThrowawayServer;
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, randomBytes(18).toString('base64url')])) as Record<NatsApp, string>;
  const open: NatsConnection[] = [];
  const as = async (app: NatsApp) => {
    const nc = await connectNats({ url: nats.url, name: `${app}-test`, credentials: { user: app, password: passwords[app] } });
    open.push(nc);
    return nc;
  };

  beforeAll(async () => {
    nats = await startThrowawayNats({
      ports: PORTS,
      setup: {
        config: ({ listen, storeDir }) => natsServerConfig({ prefix: PREFIX, passwordsFile: 'secrets/passwords.conf', listen, storeDir, httpPort: null, syncAlways: false }),
        files: { 'secrets/passwords.conf': natsPasswordsFile(passwords) },
      },
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close().catch(() => {})));
    await nats?.destroy();
  });

  /** The chat service's socket-send endpoint, counting what reaches it. */
  const chatSendEndpoint = async () => {
    const chat = await as('chat');
    const received: unknown[] = [];
    const sub = serveRpc(chat, {
      subject: subjects.rpc.chatSend, queue: 'chat', schema: z.unknown(), logger,
      handle: async (request) => {
        received.push(request);
        return { ok: true };
      },
    });
    await chat.flush();
    return { chat, received, stop: () => sub.unsubscribe() };
  };

  it('only the gateway may send chat RPCs: the chat and catalog apps are refused, and an unknown client cannot even connect', async () => {
    const endpoint = await chatSendEndpoint();
    try {
      for (const app of ['chat', 'catalog'] as const) {
        const nc = app === 'chat' ? endpoint.chat : await as(app);
        await expect(requestRpc(nc, subjects.rpc.chatSend, forgedSend(), { timeoutMs: 1000 }), app).rejects.toMatchObject({ status: 503 });
      }
      await expect(connectNats({ url: nats.url, name: 'unknown' })).rejects.toThrow(/Authorization Violation/);
      expect(endpoint.received).toEqual([]);

      const gateway = await as('gateway');
      expect(await requestRpc(gateway, subjects.rpc.chatSend, { content: 'hello' }, { timeoutMs: 2000 })).toEqual({ ok: true });
      expect(endpoint.received).toEqual([{ content: 'hello' }]);
    } finally {
      endpoint.stop();
    }
  });

  it('no other app can listen on the chat RPC and take the gateway\'s sends', async () => {
    const catalog = await as('catalog');
    const errors: string[] = [];
    const stolen: string[] = [];
    catalog.subscribe(subjects.rpc.chatSend, { callback: (err, msg) => void (err ? errors.push(err.message) : stolen.push(msg.string())) });
    const endpoint = await chatSendEndpoint();
    try {
      const gateway = await as('gateway');
      for (let i = 0; i < 3; i++) await requestRpc(gateway, subjects.rpc.chatSend, { content: `m${i}` }, { timeoutMs: 2000 });
      expect(stolen).toEqual([]);
      expect(endpoint.received).toHaveLength(3);
      await eventually(() => errors.some((e) => /Permissions Violation for Subscription/i.test(e)), 2000, { what: 'the refused subscription reported' });
    } finally {
      endpoint.stop();
    }
  });

  it('only an event\'s owner may publish it: the catalog cannot put an order event on the stream, the order service can', async () => {
    const order = await as('order');
    const jsm = await ensureEventStream(order, subjects);
    const catalog = await as('catalog');
    const orderCreated = JSON.stringify({ id: randomUUID(), type: 'order.created', occurredAt: new Date().toISOString(), payload: {} });
    await expect(jetstream(catalog).publish(subjects.event('order.created'), orderCreated, { timeout: 1000 })).rejects.toThrow();
    expect((await jsm.streams.info(subjects.eventStream)).state.messages).toBe(0);

    await jetstream(order).publish(subjects.event('order.created'), orderCreated);
    expect((await jsm.streams.info(subjects.eventStream)).state.messages).toBe(1);
  });

  it('only identity tells the gateways that sessions ended: a notice from the catalog never reaches them', async () => {
    const subject = `${PREFIX}.session.ended`;
    const gateway = await as('gateway');
    const heard: string[] = [];
    gateway.subscribe(subject, { callback: (err, msg) => void (err ? heard.push(`refused: ${err.message}`) : heard.push(msg.string())) });
    await gateway.flush();
    const catalog = await as('catalog');
    catalog.publish(subject, JSON.stringify({ userId: 'forged' }));
    await catalog.flush();
    const identity = await as('identity');
    identity.publish(subject, JSON.stringify({ userId: 'real' }));
    await eventually(() => heard.length > 0, 2000, { what: 'the gateway heard a notice' });
    await sleep(100);
    expect(heard).toEqual([JSON.stringify({ userId: 'real' })]);
  });

  it('a wrong password, or another app\'s, cannot connect', async () => {
    await expect(connectNats({ url: nats.url, name: 'guess', credentials: { user: 'gateway', password: 'not-the-password' } })).rejects.toThrow(/Authorization Violation/);
    await expect(connectNats({ url: nats.url, name: 'swap', credentials: { user: 'gateway', password: passwords.chat } })).rejects.toThrow(/Authorization Violation/);
  });

  it('an app cannot read another app\'s replies: catalog listening on the gateway\'s inbox hears nothing', async () => {
    const catalog = await as('catalog');
    const overheard: string[] = [];
    const refusals: string[] = [];
    catalog.subscribe('_INBOX.gateway.>', { callback: (err, msg) => void (err ? refusals.push(err.message) : overheard.push(msg.string())) });
    const endpoint = await chatSendEndpoint();
    try {
      await requestRpc(await as('gateway'), subjects.rpc.chatSend, { content: 'private' }, { timeoutMs: 2000 });
      await sleep(100);
      expect(overheard).toEqual([]);
      expect(refusals.join()).toMatch(/Permissions Violation for Subscription/i);
    } finally {
      endpoint.stop();
    }
  });

  // The allow lists are enough for what each app does: every RPC between its asker and answerer, every durable consumer.
  const rpcPairs = NATS_APPS.flatMap((asker) => NATS_ACCESS[asker].asks.map((rpc) => {
    const answerer = NATS_APPS.find((app) => NATS_ACCESS[app].answers.includes(rpc));
    return [rpc, asker, answerer] as const;
  }));

  it.each(rpcPairs)('%s: %s asks, %s answers', async (rpc, asker, answerer) => {
    expect(answerer, `nobody answers ${rpc}`).toBeDefined();
    const server = await as(answerer!);
    const sub = serveRpc(server, { subject: subjects.rpc[rpc], queue: answerer!, schema: z.object({ n: z.number() }), logger, handle: async ({ n }) => ({ ok: true, n }) });
    await server.flush();
    try {
      expect(await requestRpc(await as(asker), subjects.rpc[rpc], { n: 7 }, { timeoutMs: 2000 })).toEqual({ ok: true, n: 7 });
    } finally {
      sub.unsubscribe();
    }
  });

  const durables = NATS_APPS.flatMap((app) => NATS_ACCESS[app].durables.map((durable) => [durable, app] as const));

  it.each(durables)('durable consumer %s of %s: created, fed and acked', async (durable, app) => {
    const nc = await as(app);
    await ensureEventStream(nc, subjects);
    const type: EventType = 'grievance.updated';
    const handled: string[] = [];
    const consumer = await consumeEvents({ nc, subjects, durable, types: [type], logger, handle: async (event) => void handled.push(event.id) });
    try {
      const id = randomUUID();
      const payload = { grievanceId: id, ticketNumber: 'GRV-1', buyerId: id, status: 'Resolved', response: 'Refunded', updatedAt: new Date().toISOString() };
      await jetstream(await as(ownerOf(type))).publish(subjects.event(type), JSON.stringify({ id, type, occurredAt: payload.updatedAt, payload }), { msgID: id });
      await eventually(() => handled.includes(id), 5000, { what: `${durable} handled the event` });
      const jsm = await jetstreamManager(nc);
      await eventually(async () => (await jsm.consumers.info(subjects.eventStream, durable)).num_ack_pending === 0, 5000, { what: `${durable} acked it` });
    } finally {
      await consumer.stop();
    }
  });
});
