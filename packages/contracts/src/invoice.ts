/**
 * The printed invoice of an order (GET /api/orders/:id/invoice) and the pure GST maths behind it.
 * Zod-free: the browser imports it through `@haat/contracts/invoice`.
 *
 * Prices in Haat are what the buyer pays, GST included. A line's taxable value is the included
 * amount × 100 / (100 + rate), rounded to the paisa, and its tax is the rest, so taxable + tax is
 * the line's amount exactly. Inside one state the tax splits into CGST and SGST, the odd paisa to
 * SGST; across states it is IGST (place of supply, IGST Act s.10).
 */

import { indiaWallClock } from './india-clock.ts';

export type InvoiceKind = 'tax-invoice' | 'bill-of-supply';
/** How GST applies: split inside the state, integrated across states, or not at all (no GSTIN). */
export type TaxMode = 'intra-state' | 'inter-state' | 'none';

export const INVOICE_TITLES: Record<InvoiceKind, string> = { 'tax-invoice': 'Tax Invoice', 'bill-of-supply': 'Bill of Supply' };
export const INVOICE_THANKS = 'Thank you for shopping with us!';
/** A serial has at most 16 letters, digits, '-' or '/' (CGST rule 46(b)). */
export const INVOICE_SERIAL_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export type GstSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * The GST inside `amountPaise` (GST-inclusive, an integer ≥ 0) at `ratePercent` (≥ 0, at most two
 * decimals). Integer arithmetic throughout, so the parts always add up to the amount.
 */
export function splitInclusiveGst(amountPaise: number, ratePercent: number, mode: TaxMode): GstSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amount must be whole paise ≥ 0, got ${amountPaise}`);
  if (!(ratePercent >= 0) || !Number.isFinite(ratePercent)) throw new RangeError(`rate must be ≥ 0, got ${ratePercent}`);
  const rateBp = BigInt(Math.round(ratePercent * 100)); // hundredths of a percent: 0.25 % → 25
  if (mode === 'none' || rateBp === 0n) return { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const amount = BigInt(amountPaise);
  const divisor = 10_000n + rateBp;
  const taxable = (amount * 20_000n + divisor) / (2n * divisor); // round half up: amount × 10000 / divisor
  const tax = Number(amount - taxable);
  if (mode === 'inter-state') return { taxablePaise: Number(taxable), cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgst = Math.floor(tax / 2);
  return { taxablePaise: Number(taxable), cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
}

const stateKey = (state: string) => state.toLowerCase().replace(/[^a-z]/g, '');

/** Same state (names compared without case and spacing): CGST + SGST; else IGST; unknown states: none. */
export function taxModeOf({ gstin, supplierState, placeOfSupply }: { gstin: string | null; supplierState: string | null; placeOfSupply: string | null }): TaxMode {
  if (!gstin || !supplierState || !placeOfSupply) return 'none';
  return stateKey(supplierState) === stateKey(placeOfSupply) ? 'intra-state' : 'inter-state';
}

export type TaxedAmount = GstSplit & { amountPaise: number; ratePercent: number };

/** Each amount's split and the sums of every column (the sums of exact parts are exact). */
export function taxAmounts(amounts: { amountPaise: number; ratePercent: number }[], mode: TaxMode): { lines: TaxedAmount[]; totals: GstSplit & { amountPaise: number } } {
  const lines = amounts.map((a) => ({ ...a, ...splitInclusiveGst(a.amountPaise, a.ratePercent, mode) }));
  const totals = { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    totals.amountPaise += line.amountPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
  }
  return { lines, totals };
}

/**
 * India's financial year (April to March) of an instant, by the calendar in Asia/Kolkata (UTC+5:30,
 * no daylight saving): the year it starts in, so 2026 is FY 2026-27.
 */
export function financialYearOf(at: Date): number {
  const india = indiaWallClock(at);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** 2026 → '2026-27'. */
export const financialYearLabel = (fy: number): string => `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;

/** The serial of the `number`th invoice of a store in FY `fy`: INV/2627/000123 (15 characters; 16 past 999,999). */
export function invoiceSerial(fy: number, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > 9_999_999) throw new RangeError(`invoice number out of range: ${number}`);
  return `INV/${String(fy % 100).padStart(2, '0')}${String((fy + 1) % 100).padStart(2, '0')}/${String(number).padStart(6, '0')}`;
}

/** The short reference the screens show for an order: '#' and the id's last 8 characters, upper-cased. */
export const orderShortRef = (orderId: string): string => `#${orderId.slice(-8).toUpperCase()}`;

export type InvoiceParty = { name: string; address: string; city: string; state: string | null; postalCode: string | null; gstin: string | null; phone: string | null; email: string | null };

export type InvoiceLine = {
  itemId: string;
  name: string;
  variant: string | null;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  /** Rupees, GST included. */
  unitPrice: number;
  /** unitPrice × quantity, rupees, GST included. */
  amount: number;
  taxableValue: number;
  gstRate: number | null;
  cgst: number;
  sgst: number;
  igst: number;
};

export type InvoiceTotals = { taxableValue: number; cgst: number; sgst: number; igst: number };

export type Invoice = {
  kind: InvoiceKind;
  title: string;
  serial: string;
  /** ISO instant the invoice was issued (its serial given). */
  date: string;
  financialYear: string;
  orderId: string;
  orderRef: string;
  orderDate: string;
  paymentMethod: string;
  taxMode: TaxMode;
  supplier: InvoiceParty;
  billTo: InvoiceParty;
  /** The buyer's state (IGST Act s.10(1)(a)); null when unknown (orders placed before it was kept). */
  placeOfSupply: string | null;
  lines: InvoiceLine[];
  /** Listed apart, outside every total. */
  cancelledLines: InvoiceLine[];
  /** The delivery charge as its own taxed line (null when free). */
  shippingLine: InvoiceLine | null;
  /** Rupees: items (non-cancelled, GST included), shipping, total = subtotal + shipping. */
  subtotal: number;
  shipping: number;
  total: number;
  taxTotals: InvoiceTotals;
  thanks: string;
};
