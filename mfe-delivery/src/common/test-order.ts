import type { Order, OrderDelivery } from '@haat/contracts';
import type { DeliveryStatus } from '@haat/contracts/delivery-rules';

/** An order as GET /delivery/orders/:id answers it, for the unit tests; override what a test is about. */
export function testOrder(changes: Partial<Order> = {}, delivery: Partial<OrderDelivery> & { status?: DeliveryStatus } | null = {}): Order {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
    id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
    userId: 'u1',
    status: 'Confirmed',
    paymentMethod: 'Cash on Delivery',
    isPaid: false,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    shippingFee: 30,
    itemsPrice: 450,
    totalPrice: 480,
    partialCancellation: false,
    items: [
      { _id: 'i1', id: 'i1', productId: 'p1', name: 'Masala chai', image: '', price: 150, quantity: 2, variant: '250 g', cancelled: false, cancelledBy: null },
      { _id: 'i2', id: 'i2', productId: 'p2', name: 'Rusk', image: '', price: 150, quantity: 1, variant: null, cancelled: false, cancelledBy: null },
      { _id: 'i3', id: 'i3', productId: 'p3', name: 'Biscuits', image: '', price: 40, quantity: 3, variant: null, cancelled: true, cancelledBy: 'store' },
    ],
    shippingAddress: { name: 'Asha Rao', address: '12 MG Road, Flat 4', city: 'Pune', postalCode: '411001', phone: '+91 98765 43210', email: 'asha@example.com' },
    storeId: { _id: 's1', id: 's1', name: 'Asha Stores', image: '', address: 'FC Road', deliveryOptions: { estimatedLocalDeliveryTime: '1 day', freeShippingThreshold: 500 } },
    upiPayment: null,
    returnRequest: { isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null },
    deliveryPartnerId: 'r1',
    delivery: delivery === null ? null : {
      status: 'Assigned', partnerId: 'r1', partnerName: 'Ravi Kumar', partnerPhone: '+919812345678', vehicle: null,
      assignedAt: '2026-11-20T11:00:00Z', pickedUpAt: null, outForDeliveryAt: null, deliveredAt: null, deliveryCode: null,
      codAmountCollected: null, proofPhoto: null, proofReason: null, failedReason: null, attempts: 0, needsReview: false, cashHandedOver: false,
      ...delivery,
    },
    ...changes,
  };
}
