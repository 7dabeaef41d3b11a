import type messages from './messages.json';
import { APPROX_ORDER_FEE_RUPEES, FREE_ORDERS, VERIFICATION_HOURS } from '../pricing.ts';

/** The home page's marketing text (spec §1, §2 'Home page'), as ids of ./messages.json. Figures come from pricing.ts. */
type Text = keyof typeof messages;

/** The figures the texts take: `t(text, FIGURES)`. */
export const FIGURES = { fee: APPROX_ORDER_FEE_RUPEES, free: FREE_ORDERS, hours: VERIFICATION_HOURS } as const;

export const AUDIENCES: readonly { title: Text; points: readonly Text[] }[] = [
  {
    title: 'sections.forBuyers',
    points: ['sections.buyerPoint1', 'sections.buyerPoint2', 'sections.buyerPoint3', 'sections.buyerPoint4', 'sections.buyerPoint5'],
  },
  {
    title: 'sections.forSellers',
    points: ['sections.sellerPoint1', 'sections.sellerPoint2', 'sections.sellerPoint3', 'sections.sellerPoint4', 'sections.sellerPoint5'],
  },
];

export const FEATURES: readonly { icon: string; title: Text; text: Text }[] = [
  { icon: '₹', title: 'sections.zeroCommission', text: 'sections.zeroCommissionText' },
  { icon: '⇄', title: 'sections.directPayment', text: 'sections.directPaymentText' },
  { icon: '⌂', title: 'sections.cityStores', text: 'sections.cityStoresText' },
  // No delivery-time promise of Haat's own: each store states its delivery times (deliveryOptions).
  { icon: '⏱', title: 'sections.deliveryTimes', text: 'sections.deliveryTimesText' },
  { icon: '✉', title: 'sections.chat', text: 'sections.chatText' },
  { icon: '★', title: 'sections.honestReviews', text: 'sections.honestReviewsText' },
  { icon: '✓', title: 'sections.verifiedSellers', text: 'sections.verifiedSellersText' },
  { icon: '⌕', title: 'sections.quickSearch', text: 'sections.quickSearchText' },
  { icon: '%', title: 'sections.offersNearby', text: 'sections.offersNearbyText' },
  { icon: '♡', title: 'sections.wishlist', text: 'sections.wishlistText' },
  { icon: '⟲', title: 'sections.tracking', text: 'sections.trackingText' },
  { icon: '▣', title: 'sections.phone', text: 'sections.phoneText' },
];

type Step = { title: Text; text: Text };

export const SELLER_STEPS: readonly Step[] = [
  { title: 'sections.sellerStep1', text: 'sections.sellerStep1Text' },
  { title: 'sections.sellerStep2', text: 'sections.sellerStep2Text' },
  { title: 'sections.sellerStep3', text: 'sections.sellerStep3Text' },
  { title: 'sections.sellerStep4', text: 'sections.sellerStep4Text' },
  { title: 'sections.sellerStep5', text: 'sections.sellerStep5Text' },
];

export const BUYER_STEPS: readonly Step[] = [
  { title: 'sections.buyerStep1', text: 'sections.buyerStep1Text' },
  { title: 'sections.buyerStep2', text: 'sections.buyerStep2Text' },
  { title: 'sections.buyerStep3', text: 'sections.buyerStep3Text' },
  { title: 'sections.buyerStep4', text: 'sections.buyerStep4Text' },
  { title: 'sections.buyerStep5', text: 'sections.buyerStep5Text' },
];

export const CHAT_AND_REVIEWS = {
  chat: { title: 'sections.talkToShop', text: 'sections.talkToShopText' },
  reviews: { title: 'sections.trustedReviews', text: 'sections.trustedReviewsText' },
} as const satisfies Record<string, Step>;

/** Spec §2: 30 seconds, 1 minute, 2 minutes, 1 minute, 30 seconds — five minutes in all. `time` takes `{ count }`. */
export const SETUP_TIMELINE: readonly { time: Text; count: number; title: Text }[] = [
  { time: 'sections.seconds', count: 30, title: 'sections.setup1' },
  { time: 'sections.minutes', count: 1, title: 'sections.setup2' },
  { time: 'sections.minutes', count: 2, title: 'sections.setup3' },
  { time: 'sections.minutes', count: 1, title: 'sections.setup4' },
  { time: 'sections.seconds', count: 30, title: 'sections.setup5' },
];

/** The buyers' and sellers' words; their names stay as they wrote them. */
export const TESTIMONIALS: readonly { quote: Text; name: string; role: Text }[] = [
  { quote: 'sections.quote1', name: 'Ramesh Sharma', role: 'sections.role1' }, // i18n-ignore: a name
  { quote: 'sections.quote2', name: 'Priya Nair', role: 'sections.role2' }, // i18n-ignore: a name
  { quote: 'sections.quote3', name: 'Farhan Qureshi', role: 'sections.role3' }, // i18n-ignore: a name
];

/** Shown as 'Rated {value} — average rating from buyers and sellers.' */
export const RATING_CLAIM = '4.9/5';

export const FAQ: readonly { question: Text; answer: Text }[] = [
  { question: 'sections.faq1', answer: 'sections.faq1Answer' },
  { question: 'sections.faq2', answer: 'sections.faq2Answer' },
  { question: 'sections.faq3', answer: 'sections.faq3Answer' },
  { question: 'sections.faq4', answer: 'sections.faq4Answer' },
  { question: 'sections.faq5', answer: 'sections.faq5Answer' },
  { question: 'sections.faq6', answer: 'sections.faq6Answer' },
  { question: 'sections.faq7', answer: 'sections.faq7Answer' },
];
