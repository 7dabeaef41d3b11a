import { describe, expect, it } from 'vitest';
import { getOrdersByIdInvoiceReply } from './replies/order-replies.ts';
import { readInvoice } from './invoice-reply.ts';
import { replyData } from './reply-fields.ts';

const party = { name: 'Asha Stores', address: '12 Karve Road', city: 'Pune', state: 'Maharashtra', postalCode: '411038', gstin: '27AAAPA1234A1Z5', phone: '9876543210', email: null };
const line = { itemId: 'i1', name: 'Poha', variant: '500 g', hsnCode: '1904', quantity: 2, unit: 'pcs', unitPrice: 52.5, amount: 105, taxableValue: 100, gstRate: 5, cgst: 2.5, sgst: 2.5, igst: 0 };
const reply = {
  success: true,
  data: {
    kind: 'tax-invoice', title: 'Tax Invoice', serial: 'INV/2627/000001', date: '2026-12-01T10:00:00.000Z', financialYear: '2026-27',
    orderId: 'o1', orderRef: '#ABCDEF12', orderDate: '2026-11-30T10:00:00.000Z', paymentMethod: 'Cash on Delivery', taxMode: 'intra-state',
    supplier: party, billTo: { ...party, name: 'Ravi', gstin: null }, placeOfSupply: 'Maharashtra',
    lines: [line], cancelledLines: [], shippingLine: null, subtotal: 105, shipping: 0, total: 105,
    taxTotals: { taxableValue: 100, cgst: 2.5, sgst: 2.5, igst: 0 }, thanks: 'Thank you for shopping with us!',
  },
};

describe('readInvoice', () => {
  it('reads GET /orders/:id/invoice as the server sends it', () => {
    expect(getOrdersByIdInvoiceReply.safeParse(reply).success).toBe(true);
    expect(readInvoice(replyData(reply))).toEqual(reply.data);
  });
  it('is null without a serial or an order; odd fields read as their fallbacks', () => {
    expect(readInvoice({ orderId: 'o1' })).toBeNull();
    expect(readInvoice(null)).toBeNull();
    const odd = readInvoice({ serial: 'INV/2627/000002', orderId: 'o2', kind: 'receipt', taxMode: 'gst', lines: 'none', shippingLine: { name: 'Delivery charges', amount: '40' } });
    expect(odd).toMatchObject({ kind: 'bill-of-supply', taxMode: 'none', lines: [], cancelledLines: [], placeOfSupply: null, total: 0 });
    expect(odd?.shippingLine).toMatchObject({ name: 'Delivery charges', amount: 40, gstRate: null, variant: null });
    expect(odd?.supplier).toEqual({ name: '', address: '', city: '', state: null, postalCode: null, gstin: null, phone: null, email: null });
  });
});
