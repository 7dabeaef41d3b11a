import { sql, type Kysely } from 'kysely';
import { queryPrepared } from '@haat/server-kit';
import { deliveryStatuses, openDeliveryStatuses, toRupees, type DeliveryMetrics, type DeliveryStatus } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';
import { orderStillOpen, startOfTodayInIndia as today, startOfWeekInIndia as thisWeek } from './delivery-sql.ts';

/** One row of the statement: delivered (n today, total this week), open (n of status `key`), cash (n orders of store `key`, total paise). */
type MetricsRow = { kind: 'delivered' | 'open' | 'cash'; key: string | null; name: string | null; n: string; total: string | null };

/**
 * The rider's dashboard numbers in one statement of three index ranges, none over their whole
 * history: this week's deliveries (order_deliveries_partner_delivered), the open ones
 * (order_deliveries_partner_open) and the cash not yet handed over (order_deliveries_cash_due).
 * Prepared: every dashboard load asks it, and planning it cost more than running it.
 */
export async function deliveryMetricsOf(db: Kysely<OrderDatabase>, partnerId: string): Promise<DeliveryMetrics> {
  const open = sql.join(openDeliveryStatuses.map((status) => sql`${status}`));
  const statement = sql<MetricsRow>`
    SELECT 'delivered' AS kind, NULL AS key, NULL AS name, count(*) FILTER (WHERE delivered_at >= ${today}) AS n, count(*)::numeric AS total
      FROM order_deliveries
     WHERE partner_id = ${partnerId} AND status = 'Delivered' AND delivered_at >= ${thisWeek}
    UNION ALL
    SELECT 'open', status, NULL, count(*), NULL
      FROM order_deliveries
     WHERE partner_id = ${partnerId} AND status IN (${open}) AND ${orderStillOpen()}
     GROUP BY status
    UNION ALL
    SELECT 'cash', store_id::text, max(store_name), count(*), sum(cod_collected_paise)::numeric
      FROM order_deliveries
     WHERE partner_id = ${partnerId} AND cod_collected_paise IS NOT NULL AND cash_handed_over_at IS NULL
     GROUP BY store_id`.compile(db);
  const rows = await queryPrepared<MetricsRow>(db, { name: 'delivery-metrics', text: statement.sql, values: statement.parameters });

  const byStatus = Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  const metrics: DeliveryMetrics = { deliveredToday: 0, deliveredThisWeek: 0, openDeliveries: 0, byStatus, cashToHandOver: [], cashToHandOverTotal: 0 };
  let totalPaise = 0;
  for (const row of rows) {
    if (row.kind === 'delivered') {
      metrics.deliveredToday = Number(row.n);
      metrics.deliveredThisWeek = Number(row.total);
    } else if (row.kind === 'open') {
      byStatus[row.key as DeliveryStatus] = Number(row.n);
      metrics.openDeliveries += Number(row.n);
    } else {
      totalPaise += Number(row.total);
      metrics.cashToHandOver.push({ storeId: row.key!, storeName: row.name ?? '', amount: toRupees(Number(row.total)), orders: Number(row.n) });
    }
  }
  metrics.cashToHandOver.sort((a, b) => a.storeName.localeCompare(b.storeName));
  metrics.cashToHandOverTotal = toRupees(totalPaise);
  return metrics;
}
