/**
 * Reading an order's invoice (GET /orders/:id/invoice's `data`) out of a reply, zod-free for the
 * browser (`@haat/contracts/invoice-reply`).
 */
import type { Invoice, InvoiceKind, InvoiceLine, InvoiceParty, TaxMode } from './invoice.ts';
import { asRecord, readNumber, readText } from './reply-fields.ts';

const INVOICE_KINDS: readonly InvoiceKind[] = ['tax-invoice', 'bill-of-supply'];
const TAX_MODES: readonly TaxMode[] = ['intra-state', 'inter-state', 'none'];

const oneOf = <T extends string>(known: readonly T[], value: unknown, fallback: T): T =>
  (known as readonly unknown[]).includes(value) ? (value as T) : fallback;

const textOrNull = (value: unknown): string | null => readText(value) || null;
const amount = (value: unknown): number => readNumber(value, 0);

function readParty(value: unknown): InvoiceParty {
  const p = asRecord(value);
  return {
    name: readText(p['name']),
    address: readText(p['address']),
    city: readText(p['city']),
    state: textOrNull(p['state']),
    postalCode: textOrNull(p['postalCode']),
    gstin: textOrNull(p['gstin']),
    phone: textOrNull(p['phone']),
    email: textOrNull(p['email']),
  };
}

function readLine(value: unknown): InvoiceLine {
  const l = asRecord(value);
  return {
    itemId: readText(l['itemId']),
    name: readText(l['name']),
    variant: textOrNull(l['variant']),
    hsnCode: textOrNull(l['hsnCode']),
    quantity: amount(l['quantity']),
    unit: readText(l['unit']),
    unitPrice: amount(l['unitPrice']),
    amount: amount(l['amount']),
    taxableValue: amount(l['taxableValue']),
    gstRate: readNumber(l['gstRate'], null),
    cgst: amount(l['cgst']),
    sgst: amount(l['sgst']),
    igst: amount(l['igst']),
  };
}

const readLines = (value: unknown): InvoiceLine[] => (Array.isArray(value) ? value.map(readLine) : []);

/** An invoice; null without its serial or order (nothing to print). A kind or tax mode not known reads as a bill of supply without GST. */
export function readInvoice(value: unknown): Invoice | null {
  const i = asRecord(value);
  const serial = readText(i['serial']);
  const orderId = readText(i['orderId']);
  if (!serial || !orderId) return null;
  const totals = asRecord(i['taxTotals']);
  return {
    kind: oneOf(INVOICE_KINDS, i['kind'], 'bill-of-supply'),
    title: readText(i['title']),
    serial,
    date: readText(i['date']),
    financialYear: readText(i['financialYear']),
    orderId,
    orderRef: readText(i['orderRef']),
    orderDate: readText(i['orderDate']),
    paymentMethod: readText(i['paymentMethod']),
    taxMode: oneOf(TAX_MODES, i['taxMode'], 'none'),
    supplier: readParty(i['supplier']),
    billTo: readParty(i['billTo']),
    placeOfSupply: textOrNull(i['placeOfSupply']),
    lines: readLines(i['lines']),
    cancelledLines: readLines(i['cancelledLines']),
    shippingLine: i['shippingLine'] && typeof i['shippingLine'] === 'object' ? readLine(i['shippingLine']) : null,
    subtotal: amount(i['subtotal']),
    shipping: amount(i['shipping']),
    total: amount(i['total']),
    taxTotals: { taxableValue: amount(totals['taxableValue']), cgst: amount(totals['cgst']), sgst: amount(totals['sgst']), igst: amount(totals['igst']) },
    thanks: readText(i['thanks']),
  };
}
