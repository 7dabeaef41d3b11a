import {
  financialYearLabel, INVOICE_THANKS, INVOICE_TITLES, orderShortRef, taxAmounts, taxModeOf, toRupees,
  type Invoice, type InvoiceKind, type InvoiceLine, type TaxedAmount,
} from '@haat/contracts';
import { SOURCE_LANGUAGE, translateText } from '@haat/server-kit';
import type { OrderItemRow, OrderRow } from '../orders/orders.table.ts';
import type { InvoiceRow } from './invoices.table.ts';

const SHIPPING_LINE_TEXT = 'Delivery charges'; // i18n: server-kit's catalogs
const DEFAULT_UNIT = 'pcs';

/**
 * The invoice of an order from what the order kept at the time of sale. With the store's GSTIN
 * then, a tax invoice: every line's GST split by place of supply; the delivery charge is taxed as
 * part of a composite supply at the rate of its principal supply (taken as the highest rate of the
 * goods). Without one (or for orders placed before the facts were kept), a bill of supply with no
 * tax. Cancelled lines are listed apart and outside every total. Its own words (the title, the
 * delivery line, the thanks) are in `language`, the reader's; names, addresses and numbers as kept.
 */
export function invoiceDocument(order: OrderRow, items: OrderItemRow[], invoice: InvoiceRow, language: string = SOURCE_LANGUAGE): Invoice {
  const kind: InvoiceKind = order.supplier_gstin ? 'tax-invoice' : 'bill-of-supply';
  const mode = kind === 'tax-invoice'
    ? taxModeOf({ gstin: order.supplier_gstin, supplierState: order.supplier_state, placeOfSupply: order.place_of_supply })
    : 'none';
  const sorted = items.toSorted((a, b) => a.line_no - b.line_no);
  const live = sorted.filter((item) => !item.cancelled);
  const rateOf = (item: OrderItemRow) => (kind === 'tax-invoice' && item.gst_rate !== null ? Number(item.gst_rate) : 0);
  const shippingPaise = Number(order.shipping_fee_paise);
  const shippingRate = Math.max(0, ...live.map(rateOf));

  const amounts = [
    ...live.map((item) => ({ amountPaise: item.unit_price_paise * item.quantity, ratePercent: rateOf(item) })),
    ...(shippingPaise > 0 ? [{ amountPaise: shippingPaise, ratePercent: shippingRate }] : []),
  ];
  const { lines: taxed, totals } = taxAmounts(amounts, mode);
  const withGst = kind === 'tax-invoice';
  const itemLine = (item: OrderItemRow, tax: TaxedAmount | undefined): InvoiceLine => ({
    itemId: item.id,
    name: item.name,
    variant: item.variant,
    hsnCode: item.hsn_code || null,
    quantity: item.quantity,
    unit: item.unit || DEFAULT_UNIT,
    unitPrice: toRupees(item.unit_price_paise),
    amount: toRupees(item.unit_price_paise * item.quantity),
    ...taxColumns(tax, withGst),
  });
  const shippingTax = shippingPaise > 0 ? taxed[live.length] : undefined;
  const subtotalPaise = live.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0);
  const address = order.shipping_address;
  const store = order.store_snapshot;

  return {
    kind,
    title: translateText(INVOICE_TITLES[kind], language),
    serial: invoice.serial,
    date: invoice.issued_at.toISOString(),
    financialYear: financialYearLabel(invoice.financial_year),
    orderId: order.id,
    orderRef: orderShortRef(order.id),
    orderDate: order.created_at.toISOString(),
    paymentMethod: order.payment_method,
    taxMode: mode,
    supplier: { name: store.name, address: store.address, city: store.city, state: order.supplier_state, postalCode: null, gstin: order.supplier_gstin || null, phone: null, email: null },
    billTo: { name: address.name, address: address.address, city: address.city, state: order.place_of_supply, postalCode: address.postalCode, gstin: null, phone: address.phone, email: address.email },
    placeOfSupply: order.place_of_supply,
    lines: live.map((item, i) => itemLine(item, taxed[i])),
    cancelledLines: sorted.filter((item) => item.cancelled).map((item) => itemLine(item, undefined)),
    shippingLine: shippingTax ? {
      itemId: 'shipping', name: translateText(SHIPPING_LINE_TEXT, language), variant: null, hsnCode: null, quantity: 1, unit: '',
      unitPrice: toRupees(shippingPaise), amount: toRupees(shippingPaise), ...taxColumns(shippingTax, withGst),
    } : null,
    subtotal: toRupees(subtotalPaise),
    shipping: toRupees(shippingPaise),
    total: toRupees(subtotalPaise + shippingPaise),
    taxTotals: { taxableValue: toRupees(totals.taxablePaise), cgst: toRupees(totals.cgstPaise), sgst: toRupees(totals.sgstPaise), igst: toRupees(totals.igstPaise) },
    thanks: translateText(INVOICE_THANKS, language),
  };
}

function taxColumns(tax: TaxedAmount | undefined, withGst: boolean): Pick<InvoiceLine, 'taxableValue' | 'gstRate' | 'cgst' | 'sgst' | 'igst'> {
  if (!tax) return { taxableValue: 0, gstRate: null, cgst: 0, sgst: 0, igst: 0 };
  return {
    taxableValue: toRupees(tax.taxablePaise),
    gstRate: withGst ? tax.ratePercent : null,
    cgst: toRupees(tax.cgstPaise),
    sgst: toRupees(tax.sgstPaise),
    igst: toRupees(tax.igstPaise),
  };
}
