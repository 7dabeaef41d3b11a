import { describe, expect, it } from 'vitest';
import { getOrdersByIdInvoiceReply } from './replies/order-replies.ts';
import { readInvoice } from './invoice-reply.ts';

const party = { name: 'Asha Stores', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001', gstin: '27ABCDE1234F1Z5', phone: '9876543210', email: null };
const line = {
  itemId: 'i1', name: 'Basmati rice', variant: '1 kg', hsnCode: '1006', quantity: 2, unit: 'pack', unitPrice: 240, amount: 480,
  taxableValue: 457.14, gstRate: 5, cgst: 11.43, sgst: 11.43, igst: 0,
};
const invoice = {
  kind: 'tax-invoice', title: 'Tax Invoice', serial: 'INV/2627/000001', date: '2026-12-01T10:00:00.000Z', financialYear: '2026-27',
  orderId: 'o1', orderRef: '#ABCDEF12', orderDate: '2026-12-01T09:00:00.000Z', paymentMethod: 'Cash on Delivery', taxMode: 'intra-state',
  supplier: party, billTo: { ...party, name: 'Ravi', gstin: null }, placeOfSupply: 'Maharashtra', lines: [line], cancelledLines: [],
  shippingLine: null, subtotal: 480, shipping: 0, total: 480, taxTotals: { taxableValue: 457.14, cgst: 11.43, sgst: 11.43, igst: 0 },
  thanks: 'Thank you for shopping with us!',
};

describe('readInvoice', () => {
  it('reads a well-formed reply as sent, and what it answers passes the reply schema', () => {
    expect(readInvoice(invoice)).toEqual(invoice);
    expect(getOrdersByIdInvoiceReply.parse({ success: true, data: readInvoice(invoice) }).data).toEqual(invoice);
  });

  it('answers empty values of the right type for a broken reply', () => {
    expect(readInvoice(null)).toMatchObject({ kind: 'bill-of-supply', title: 'Bill of Supply', taxMode: 'none', lines: [], shippingLine: null, total: 0 });
    expect(readInvoice({ lines: [{ gstRate: 'x', quantity: '3' }] }).lines[0]).toMatchObject({ gstRate: null, quantity: 3, variant: null });
  });
});
