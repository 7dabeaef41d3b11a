import { describe, expect, it } from 'vitest';
import { placeOrderBody } from './order-request.ts';

const address = { name: ' Meera ', address: ' 4 Law College Road ', city: 'Pune ', postalCode: '411038', phone: ' 9123456780', email: ' Meera@Example.IN ' };
const lines = [
  { productId: 'p1', quantity: 2, variant: null },
  { productId: 'p2', quantity: 1, variant: '1 kg' },
];

describe('placeOrderBody', () => {
  it('sends the lines, the variant only when there is one, and the trimmed address', () => {
    expect(placeOrderBody({ storeId: 's1', lines, paymentMethod: 'Cash on Delivery' }, address)).toEqual({
      storeId: 's1',
      items: [{ productId: 'p1', quantity: 2 }, { productId: 'p2', quantity: 1, variant: '1 kg' }],
      shippingAddress: { name: 'Meera', address: '4 Law College Road', city: 'Pune', postalCode: '411038', phone: '9123456780', email: 'meera@example.in' },
      paymentMethod: 'Cash on Delivery',
    });
  });

  it('carries the UPI transaction (and screenshot) only for a UPI order', () => {
    const upiPayment = { transactionId: ' 4123 4567 8901 ', screenshotImage: '/api/images/x.jpg' };
    expect(placeOrderBody({ storeId: 's1', lines, paymentMethod: 'UPI Payment', upiPayment }, address).upiPayment)
      .toEqual({ transactionId: '412345678901', screenshotImage: '/api/images/x.jpg' });
    expect(placeOrderBody({ storeId: 's1', lines, paymentMethod: 'UPI Payment', upiPayment: { transactionId: 'T1' } }, address).upiPayment)
      .toEqual({ transactionId: 'T1' });
    expect(placeOrderBody({ storeId: 's1', lines, paymentMethod: 'Cash on Delivery', upiPayment }, address)).not.toHaveProperty('upiPayment');
  });
});
