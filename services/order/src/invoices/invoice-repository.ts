import { sql } from 'kysely';
import { financialYearOf, invoiceSerial } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import type { InvoiceRow } from './invoices.table.ts';

export async function findInvoice(db: OrderDb, orderId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Gives the order its invoice serial: the store's next number in the financial year of `at`. Call
 * inside a transaction holding the order's row lock (so one order gets one invoice). The counter
 * row stays locked until the transaction ends, so concurrent issues for one store take turns and a
 * rolled-back issue gives its number back: consecutive, unique, no gaps.
 */
export async function issueInvoice(db: OrderDb, { orderId, storeId, at }: { orderId: string; storeId: string; at: Date }): Promise<InvoiceRow> {
  const financialYear = financialYearOf(at);
  const { last_number: number } = await db.insertInto('invoice_counters')
    .values({ store_id: storeId, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) => oc.columns(['store_id', 'financial_year']).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return db.insertInto('invoices')
    .values({ order_id: orderId, store_id: storeId, financial_year: financialYear, number, serial: invoiceSerial(financialYear, number), issued_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}
