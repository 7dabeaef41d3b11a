import { APPROX_ORDER_FEE_RUPEES, FREE_ORDERS, VERIFICATION_HOURS } from './pricing.ts';

/** The home page's marketing text (spec §1, §2 'Home page'). Figures come from pricing.ts. */

export const AUDIENCES = [
  {
    title: 'For buyers',
    points: [
      'Shop from the kirana, bakery and pharmacy you already trust',
      'Pay cash on delivery, or by UPI straight to the shop',
      'Chat with the shopkeeper before you order',
      'Track every order from placed to delivered',
      'Read honest reviews from your neighbours',
    ],
  },
  {
    title: 'For sellers',
    points: [
      'Put your shop online in about five minutes',
      'No commission on your sales — ever',
      `Pay one coin (about ₹${APPROX_ORDER_FEE_RUPEES}) per order; your first ${FREE_ORDERS} orders are free`,
      'Money goes from the buyer straight to you',
      'Use your own delivery partners and your own store link',
    ],
  },
] as const;

export const FEATURES = [
  { icon: '₹', title: 'Zero commission', text: 'Sellers keep every rupee of the sale. One order costs one coin.' },
  { icon: '⇄', title: 'Direct payment', text: 'Cash on delivery or UPI paid to the seller. Haat never holds your money.' },
  { icon: '⌂', title: 'Stores of your city', text: 'Pick your city and pincode to see the shops that deliver to you.' },
  // No delivery-time promise of Haat's own: each store states its delivery times (deliveryOptions).
  { icon: '⏱', title: 'Delivery times up front', text: 'Every store shows its own delivery times and fees before you order.' },
  { icon: '✉', title: 'Chat with sellers', text: 'Ask about stock, sizes or delivery before you place an order.' },
  { icon: '★', title: 'Honest reviews', text: 'Only buyers with a delivered order can review a store.' },
  { icon: '✓', title: 'Verified sellers', text: `Identity document plus a one-time code, checked within ${VERIFICATION_HOURS} hours.` },
  { icon: '⌕', title: 'Quick search', text: 'Search a store by product name and filter by category in a tap.' },
  { icon: '%', title: 'Offers nearby', text: 'See the deals the shops of your city are running today.' },
  { icon: '♡', title: 'Wishlist', text: 'Save what you like and move it to your cart in one tap.' },
  { icon: '⟲', title: 'Order tracking', text: 'Processing, confirmed, shipped, delivered — always know where it is.' },
  { icon: '▣', title: 'Made for your phone', text: 'A fast site on any phone, and an Android app; iOS is coming soon.' },
] as const;

export const SELLER_STEPS = [
  { title: 'Register as a seller', text: 'Sign up with your phone number and e-mail.' },
  { title: 'Get verified', text: `Upload an identity document and confirm a one-time code. We check it within ${VERIFICATION_HOURS} hours.` },
  { title: 'Set up your store', text: 'Add your address, business hours, delivery areas and payment options.' },
  { title: 'Add your products', text: 'Photos, prices, discounts, stock and variants like size or weight.' },
  { title: 'Receive orders', text: 'Confirm, pack and deliver — and get paid directly by the buyer.' },
] as const;

export const BUYER_STEPS = [
  { title: 'Choose your city', text: 'Tell us your city and pincode once.' },
  { title: 'Find a store', text: 'Browse the shops near you, their ratings and delivery times.' },
  { title: 'Fill your cart', text: 'Search the store, pick variants and quantities within stock.' },
  { title: 'Place your order', text: 'Pay cash on delivery, or by UPI straight to the seller.' },
  { title: 'Track and review', text: 'Follow the order to your door, then rate the store.' },
] as const;

export const CHAT_AND_REVIEWS = {
  chat: {
    title: 'Talk to the shop',
    text: 'Every store has a chat. Ask whether the mangoes are ripe, request a different pack size, or agree on a delivery time — the seller answers in real time.',
  },
  reviews: {
    title: 'Reviews you can trust',
    text: 'Only buyers whose order was delivered can review a store, one review each. Sellers can reply, and anyone can report a review that breaks the rules.',
  },
} as const;

/** Spec §2: 30 seconds, 1 minute, 2 minutes, 1 minute, 30 seconds — five minutes in all. */
export const SETUP_TIMELINE = [
  { time: '30 seconds', title: 'Create your account' },
  { time: '1 minute', title: 'Verify your phone and identity' },
  { time: '2 minutes', title: 'Describe your store and delivery areas' },
  { time: '1 minute', title: 'Add your first products' },
  { time: '30 seconds', title: 'Share your store link and go live' },
] as const;

export const TESTIMONIALS = [
  { quote: 'My regular customers now order on Haat and I pay no commission. Thirty orders a day cost me less than one delivery app fee.', name: 'Ramesh Sharma', role: 'Kirana store owner, Pune' },
  { quote: 'I order vegetables from the shop at the end of my lane and they arrive before my tea is ready. I pay by UPI directly to them.', name: 'Priya Nair', role: 'Buyer, Bengaluru' },
  { quote: 'Setting up took me one evening. The chat means customers ask before they order, so there are almost no returns.', name: 'Farhan Qureshi', role: 'Bakery owner, Lucknow' },
] as const;

export const RATING_CLAIM = { value: '4.9/5', text: 'average rating from buyers and sellers' } as const;

export const FAQ = [
  {
    question: 'Does Haat take a commission?',
    answer: `No. There is no commission on sales. Sellers pay one coin per order received, which is about ₹${APPROX_ORDER_FEE_RUPEES}.`,
  },
  {
    question: 'How many orders are free?',
    answer: `Every new seller gets ${FREE_ORDERS} free orders. After that, buy a coin pack whenever you need one.`,
  },
  {
    question: 'How do I pay for my order?',
    answer: 'Choose cash on delivery, or pay by UPI directly to the seller. Haat never holds your money.',
  },
  {
    question: 'Who handles cancellations and refunds?',
    answer: 'The seller. Payment goes straight to the seller, so Haat does not hold money and does not enforce cancellations or refunds; contact the store through its chat.',
  },
  {
    question: 'How fast is delivery?',
    answer: 'It depends on the store: each store sets its own delivery times and fees, and shows them on its page and at checkout.',
  },
  {
    question: 'How are sellers verified?',
    answer: `Sellers upload an identity document and confirm a one-time code sent to their phone. We check it within ${VERIFICATION_HOURS} hours.`,
  },
  {
    question: 'Is there an app?',
    answer: 'Yes, on Android. The iOS app is coming soon; until then the website works on any phone.',
  },
] as const;
