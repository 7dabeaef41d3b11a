import type messages from './messages.json';

/** The spec's payment options (contracts' `paymentOptions`, which lives in a zod module the browser does not load). */
export const paymentOptionsList = ['Cash on Delivery', 'UPI Payment'] as const; // i18n-ignore: the values saved

/** How each option is named on the screens; the value saved stays the English one. */
export const PAYMENT_OPTION_LABEL: Record<(typeof paymentOptionsList)[number], keyof typeof messages> = {
  'Cash on Delivery': 'store.paymentCod',
  'UPI Payment': 'store.paymentUpi',
};
