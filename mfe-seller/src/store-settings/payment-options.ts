/** The spec's payment options (contracts' `paymentOptions`, which lives in a zod module the browser does not load). */
export const paymentOptionsList = ['Cash on Delivery', 'UPI Payment'] as const;
