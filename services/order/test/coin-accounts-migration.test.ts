import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '@haat/server-kit';
import { unmigratedOrderDb } from './helpers.ts';
import { FREE_ORDERS } from '@haat/contracts';
import { migrations } from '../src/migrations/index.ts';
import { SCHEMA } from '../src/service.ts';
import type { OrderDatabase } from '../src/database.ts';
import { coinBalanceOf } from '../src/coins/index.ts';

const COIN_ACCOUNTS = '2026-11-27-40-coin-accounts';

/** Migration 2026-11-27-40: the account rows start from the ledger as it was, and the trigger-kept slots are gone. */
describe('coin accounts migration', () => {
  let db: Kysely<OrderDatabase>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await unmigratedOrderDb());
  });
  afterAll(() => cleanup());

  it('backfills each seller\'s balance and free orders used from the ledger and drops coin_balances', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < COIN_ACCOUNTS));
    await migrateToLatest(db as Kysely<unknown>, SCHEMA, before);
    const [early, busy] = [randomUUID(), randomUUID()];
    const entry = (sellerId: string, delta: number, reason: string, extra: { order?: boolean; paymentId?: string } = {}) =>
      sql`INSERT INTO coin_ledger (id, seller_id, delta, reason, order_id, payment_id) VALUES (${randomUUID()}, ${sellerId}, ${delta}, ${reason}, ${extra.order ? randomUUID() : null}, ${extra.paymentId ?? null})`.execute(db);
    // A seller with a grant, three free orders and two paid ones; another past every free order with a purchase.
    await entry(early, 50, 'grant');
    for (let i = 0; i < 3; i++) await entry(early, 0, 'free_order', { order: true });
    for (let i = 0; i < 2; i++) await entry(early, -1, 'order', { order: true });
    for (let i = 0; i < FREE_ORDERS; i++) await entry(busy, 0, 'free_order', { order: true });
    await entry(busy, 100, 'purchase', { paymentId: 'pay_migration_1' });
    for (let i = 0; i < 4; i++) await entry(busy, -1, 'order', { order: true });

    await migrateToLatest(db as Kysely<unknown>, SCHEMA, migrations);
    const accounts = await db.selectFrom('coin_accounts').select(['seller_id', 'balance', 'free_orders_used']).orderBy('balance').execute();
    expect(accounts).toEqual([
      { seller_id: early, balance: 48, free_orders_used: 3 },
      { seller_id: busy, balance: 96, free_orders_used: FREE_ORDERS },
    ]);
    expect(await coinBalanceOf(db, early)).toEqual({ balance: 48, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed: 3, freeOrdersLeft: FREE_ORDERS - 3, canAcceptOrders: true });
    expect((await sql<{ table: string | null }>`SELECT to_regclass('coin_balances')::text AS table`.execute(db)).rows).toEqual([{ table: null }]);
    // The ledger is still append-only; its rows are what they were.
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM coin_ledger`.execute(db)).rows[0]!.n)).toBe(1 + 3 + 2 + FREE_ORDERS + 1 + 4);
    await expect(sql`DELETE FROM coin_ledger`.execute(db)).rejects.toThrow(/append-only/);
  });
});
