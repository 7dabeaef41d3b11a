import type { Selectable } from 'kysely';

/** One invoice per order, its serial given once (the first time the seller opens it). */
export type InvoicesTable = {
  order_id: string;
  store_id: string;
  /** The financial year it was issued in, by the year it starts (2026 = FY 2026-27). */
  financial_year: number;
  /** 1, 2, 3 … per store and financial year, without gaps. */
  number: number;
  serial: string;
  issued_at: Date;
};
export type InvoiceRow = Selectable<InvoicesTable>;

/** The last number given per store and financial year; its row lock orders concurrent issues. */
export type InvoiceCountersTable = {
  store_id: string;
  financial_year: number;
  last_number: number;
};
