/**
 * Reading an order's invoice (GET /orders/:id/invoice) out of a reply, zod-free for the browser
 * (`@haat/contracts/invoice-reply`).
 */
import { INVOICE_THANKS, INVOICE_TITLES, type Invoice, type InvoiceKind, type InvoiceLine, type InvoiceParty, type TaxMode } from './invoice.ts';
import { asRecord, readNumber, readText, readTextOrNumber } from './reply-fields.ts';
import { readOneOf } from './reply-values.ts';

const invoiceKinds: readonly InvoiceKind[] = ['tax-invoice', 'bill-of-supply'];
const taxModes: readonly TaxMode[] = ['intra-state', 'inter-state', 'none'];

const textOrNull = (value: unknown): string | null => readTextOrNumber(value) || null;
const amount = (value: unknown): number => readNumber(value, 0);

function readParty(value: unknown): InvoiceParty {
  const party = asRecord(value);
  return {
    name: readText(party['name']),
    address: readText(party['address']),
    city: readText(party['city']),
    state: textOrNull(party['state']),
    postalCode: textOrNull(party['postalCode']),
    gstin: textOrNull(party['gstin']),
    phone: textOrNull(party['phone']),
    email: textOrNull(party['email']),
  };
}

function readLine(value: unknown): InvoiceLine {
  const line = asRecord(value);
  return {
    itemId: readText(line['itemId']),
    name: readText(line['name']),
    variant: textOrNull(line['variant']),
    hsnCode: textOrNull(line['hsnCode']),
    quantity: amount(line['quantity']),
    unit: readText(line['unit']),
    unitPrice: amount(line['unitPrice']),
    amount: amount(line['amount']),
    taxableValue: amount(line['taxableValue']),
    gstRate: readNumber(line['gstRate'], null),
    cgst: amount(line['cgst']),
    sgst: amount(line['sgst']),
    igst: amount(line['igst']),
  };
}

const readLines = (value: unknown): InvoiceLine[] => (Array.isArray(value) ? value.map(readLine) : []);

/** GET /orders/:id/invoice's data. A kind it does not know prints as a bill of supply (no tax columns claimed). */
export function readInvoice(value: unknown): Invoice {
  const invoice = asRecord(value);
  const kind = readOneOf(invoiceKinds, invoice['kind'], 'bill-of-supply');
  const totals = asRecord(invoice['taxTotals']);
  return {
    kind,
    title: readText(invoice['title'], INVOICE_TITLES[kind]),
    serial: readText(invoice['serial']),
    date: readText(invoice['date']),
    financialYear: readText(invoice['financialYear']),
    orderId: readText(invoice['orderId']),
    orderRef: readText(invoice['orderRef']),
    orderDate: readText(invoice['orderDate']),
    paymentMethod: readText(invoice['paymentMethod']),
    taxMode: readOneOf(taxModes, invoice['taxMode'], 'none'),
    supplier: readParty(invoice['supplier']),
    billTo: readParty(invoice['billTo']),
    placeOfSupply: textOrNull(invoice['placeOfSupply']),
    lines: readLines(invoice['lines']),
    cancelledLines: readLines(invoice['cancelledLines']),
    shippingLine: invoice['shippingLine'] && typeof invoice['shippingLine'] === 'object' ? readLine(invoice['shippingLine']) : null,
    subtotal: amount(invoice['subtotal']),
    shipping: amount(invoice['shipping']),
    total: amount(invoice['total']),
    taxTotals: { taxableValue: amount(totals['taxableValue']), cgst: amount(totals['cgst']), sgst: amount(totals['sgst']), igst: amount(totals['igst']) },
    thanks: readText(invoice['thanks'], INVOICE_THANKS),
  };
}
