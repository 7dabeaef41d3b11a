import type { Order, OrderItem } from '@haat/contracts';

const item = (n: number, extra: Partial<OrderItem> = {}): OrderItem => ({
  _id: `i${n}`, id: `i${n}`, productId: `p${n}`, name: `Item ${n}`, image: '', price: 100, quantity: 1, variant: null, cancelled: false, cancelledBy: null, ...extra,
});

/** A complete order for tests of the order screens' pure modules. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '7d9f3c2a-1b4e-4c8a-9f00-12ab34cd56ef',
    id: '7d9f3c2a-1b4e-4c8a-9f00-12ab34cd56ef',
    userId: 'u1',
    status: 'Processing',
    paymentMethod: 'Cash on Delivery',
    isPaid: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    shippingFee: 40,
    itemsPrice: 300,
    totalPrice: 340,
    partialCancellation: false,
    items: [item(1, { price: 120.5, quantity: 2 }), item(2, { price: 59 })],
    shippingAddress: { name: 'Meera', address: '4 Law College Road', city: 'Pune', postalCode: '411038', phone: '9123456780', email: 'meera@example.in' },
    storeId: {
      _id: 's1', id: 's1', name: 'Kesar Kirana', image: '', address: '12 Karve Road',
      deliveryOptions: { estimatedLocalDeliveryTime: '1-3 days', freeShippingThreshold: 0 },
    },
    upiPayment: null,
    returnRequest: { isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null },
    deliveryPartnerId: null,
    delivery: null,
    ...overrides,
  };
}
