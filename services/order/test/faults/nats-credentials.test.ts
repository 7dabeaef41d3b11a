import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import type { Order, Store } from '@haat/contracts';
import {
  createTestEnvironment, startServiceProcess, startThrowawayNats,
  type ServiceProcess, type TestEnvironment, type ThrowawayServer,
} from '@haat/server-kit/testing';
import { NATS_APPS, type NatsApp } from '../../../../scripts/deploy/nats-permissions.ts';
import { natsPasswordsFile, natsServerConfig } from '../../../../scripts/deploy/nats-server-config.ts';
import { addProduct, call, caller, eventually, openDatabase, openStore, orderBody, orderOf, placeOrder, stopFaultWorld } from './fault-world.ts';

/** Ports of their own (the brief's 14222-14299), away from nats-permissions.test.ts's. */
const PORTS = Array.from({ length: 10 }, (_, i) => 14260 + i);

/**
 * Catalog, order and notification as real processes, each signed in to NATS as itself on the
 * configuration compose and Kubernetes run (deploy/nats.conf's generator): the permission table
 * must let the checkout's RPCs, the outbox relays and the durable consumers do their work, and
 * NATS must refuse nothing they do.
 */
describe('the services on NATS with one user per app', () => {
  let env: TestEnvironment;
  let nats: ThrowawayServer;
  let natsLog: string;
  let db: Client;
  let catalog: ServiceProcess;
  let order: ServiceProcess;
  const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const passwords = Object.fromEntries(NATS_APPS.map((app) => [app, randomBytes(18).toString('base64url')])) as Record<NatsApp, string>;

  beforeAll(async () => {
    env = await createTestEnvironment();
    nats = await startThrowawayNats({
      ports: PORTS,
      setup: {
        config: ({ listen, storeDir }) => {
          natsLog = path.join(path.dirname(storeDir), 'nats.log');
          const config = natsServerConfig({ prefix: env.prefix, passwordsFile: 'passwords.conf', listen, storeDir, httpPort: null, syncAlways: false });
          return `${config}log_file: ${JSON.stringify(natsLog)}\n`;
        },
        files: { 'passwords.conf': natsPasswordsFile(passwords) },
      },
    });
    const as = (app: NatsApp) => ({ ...env.env, NATS_URL: nats.url, NATS_PASSWORD: passwords[app] }); // NATS_USER: the app's name
    catalog = await startServiceProcess('services/catalog/src/main.ts', as('catalog'));
    [order] = await Promise.all([
      startServiceProcess('services/order/src/main.ts', as('order')),
      startServiceProcess('services/notification/src/main.ts', as('notification')),
    ]);
    db = await openDatabase(env.config.DATABASE_URL);
  });
  afterAll(() => stopFaultWorld({ db, nats, env }));

  it('a checkout reserves stock over RPC, its events reach the catalog and the notifications, and NATS refuses nothing', async () => {
    const [seller, buyer] = await Promise.all([caller('seller'), caller('buyer')]);
    const store: Store = await openStore(catalog.url, seller, 'Credentials Kirana');
    const productId = (await addProduct(catalog.url, seller, { storeId: store.id, name: 'Toor Dal 1 kg', price: 160, discountPrice: null, quantity: 10 })).id;

    const placed = await placeOrder(order.url, buyer, orderBody(store.id, [{ productId, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const created: Order = await orderOf(placed);
    expect((await call(`${order.url}/api/orders/${created.id}/status`, 'PUT', seller, { status: 'Confirmed' })).status).toBe(200);

    // The catalog's consumer confirmed the reservation (order.created), notification told the seller and the buyer.
    await eventually(async () => (await rows(`SELECT 1 FROM catalog.reservations r JOIN orders.orders o ON o.reservation_id = r.id WHERE o.id = $1 AND r.state = 'confirmed'`, [created.id])).length === 1, 20_000, 'the reservation confirmed');
    const told = async () => (await rows<{ user_id: string }>('SELECT user_id::text FROM notification.notifications n JOIN orders.outbox e ON e.id = n.source_event_id WHERE e.payload->>\'orderId\' = $1', [created.id])).map((r) => r.user_id);
    await eventually(async () => (await told()).length >= 2, 20_000, 'the seller and the buyer told');
    expect(new Set(await told())).toEqual(new Set([seller.id, buyer.id]));

    expect(readFileSync(natsLog, 'utf8')).not.toMatch(/Violation|authentication error/i);
  }, 90_000);
});
