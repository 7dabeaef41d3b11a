import type { Order, OrderStatus, PaymentMethod, ShippingAddress } from '@haat/contracts';
import { demoStores, demoUsers } from '@haat/demo-data';

/**
 * The demo seller's orders (Sharma Kirana Store): every state the seller's screens show, from three
 * demo buyers, spread over the last three weeks with some placed today. Written straight into the
 * order tables with the products' demo prices: they reserve no stock and use no coins (see seed-demo-orders.ts).
 */

type Line = { product: number; quantity: number; cancelled?: boolean };

export type DemoOrderPlan = {
  n: number;
  buyer: string;
  minutesAgo: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  lines: Line[];
  upi?: { transactionId: string; verified: boolean };
  returnRequest?: { status: 'Pending'; reason: string; daysAgo: number };
};

const DAY = 24 * 60;
const userId = (email: string) => demoUsers.find((u) => u.email === email)!.id;
export const SHARMA_KIRANA = demoStores.find((s) => s.slug === 'sharma-kirana')!;

// Products by their place in the store's demo list (1 = the atta, 3 = the salt, ...).
export const demoOrderPlans: DemoOrderPlan[] = [
  { n: 1, buyer: 'buyer3@demo.haat.in', minutesAgo: 20, status: 'Processing', paymentMethod: 'Cash on Delivery', lines: [{ product: 10, quantity: 1 }, { product: 3, quantity: 1 }] },
  { n: 2, buyer: 'buyer@demo.haat.in', minutesAgo: 75, status: 'Processing', paymentMethod: 'Cash on Delivery', lines: [{ product: 1, quantity: 1 }, { product: 3, quantity: 2 }] },
  {
    n: 3, buyer: 'buyer2@demo.haat.in', minutesAgo: 180, status: 'Processing', paymentMethod: 'UPI Payment',
    lines: [{ product: 5, quantity: 2 }, { product: 11, quantity: 1 }], upi: { transactionId: '412398765432', verified: false },
  },
  { n: 4, buyer: 'buyer3@demo.haat.in', minutesAgo: DAY + 120, status: 'Confirmed', paymentMethod: 'Cash on Delivery', lines: [{ product: 4, quantity: 2 }] },
  {
    n: 5, buyer: 'buyer@demo.haat.in', minutesAgo: 2 * DAY + 300, status: 'Shipped', paymentMethod: 'UPI Payment',
    lines: [{ product: 2, quantity: 3 }], upi: { transactionId: '412311122233', verified: true },
  },
  {
    n: 6, buyer: 'buyer@demo.haat.in', minutesAgo: 3 * DAY + 60, status: 'Confirmed', paymentMethod: 'Cash on Delivery',
    lines: [{ product: 1, quantity: 1 }, { product: 12, quantity: 1, cancelled: true }],
  },
  { n: 7, buyer: 'buyer2@demo.haat.in', minutesAgo: 4 * DAY + 200, status: 'Delivered', paymentMethod: 'Cash on Delivery', lines: [{ product: 7, quantity: 1 }, { product: 9, quantity: 2 }] },
  {
    n: 8, buyer: 'buyer3@demo.haat.in', minutesAgo: 6 * DAY + 90, status: 'Cancelled', paymentMethod: 'Cash on Delivery',
    lines: [{ product: 10, quantity: 2, cancelled: true }],
  },
  {
    n: 9, buyer: 'buyer2@demo.haat.in', minutesAgo: 10 * DAY + 400, status: 'Delivered', paymentMethod: 'Cash on Delivery', lines: [{ product: 11, quantity: 2 }],
    returnRequest: { status: 'Pending', reason: 'The packet was torn and some of the tea had spilled.', daysAgo: 1 },
  },
  { n: 10, buyer: 'buyer3@demo.haat.in', minutesAgo: 15 * DAY + 30, status: 'Delivered', paymentMethod: 'Cash on Delivery', lines: [{ product: 1, quantity: 2 }, { product: 5, quantity: 1 }] },
  {
    n: 11, buyer: 'buyer@demo.haat.in', minutesAgo: 20 * DAY + 500, status: 'Delivered', paymentMethod: 'UPI Payment',
    lines: [{ product: 9, quantity: 3 }], upi: { transactionId: '412300099988', verified: true },
  },
];

/** Where each demo buyer has their orders delivered (Pune, near the store). */
export const demoShippingAddress = (email: string): ShippingAddress => {
  const user = demoUsers.find((u) => u.email === email)!;
  const streets: Record<string, [string, string]> = {
    'buyer@demo.haat.in': ['Flat 3, Sai Residency, Karve Road, Kothrud', '411038'],
    'buyer2@demo.haat.in': ['12 Mayur Colony, Kothrud', '411038'],
    'buyer3@demo.haat.in': ['B-204, Shivtirth Nagar, Paud Road', '411038'],
  };
  const [address, postalCode] = streets[email] ?? ['Kothrud', '411038'];
  return { name: user.name, address, city: 'Pune', postalCode, phone: user.phone, email: user.email };
};

export const demoBuyerId = userId;

/** The demo ban: a made-up phone that never ordered, with the seller's reason. */
export const DEMO_BAN = { phone: '9812345670', reason: 'Refused three cash-on-delivery orders at the door.' };

export type DemoReturnRequest = Order['returnRequest'];
