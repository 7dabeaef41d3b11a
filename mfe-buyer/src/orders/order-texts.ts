/**
 * The buyer order screens' fixed texts (spec §8 'Orders', §4, §5), in one place for the screens and
 * tests. Those the server also uses are copies of @haat/contracts' (a value imported from contracts
 * would load all of it, zod included, into this remote); order-texts.test.ts keeps them equal.
 */
export const ORDERS_LOAD_FAILED_TEXT = 'Failed to fetch your orders. Please try again later.';
export const ORDER_LOAD_FAILED_TEXT = 'Failed to load order. Please try again.';
/** The order service's 404 (no such order, or not this buyer's): no retry will find it. */
export const ORDER_NOT_FOUND_TEXT = 'Order not found';
export const ORDER_IN_PROGRESS_LABEL = 'Order in progress';
export const STORE_CLOSED_TEXT = 'This store is currently closed and is not accepting orders.';
export const UPI_TRANSACTION_REQUIRED_TEXT = 'Please enter the UPI transaction ID';
export const UPI_TRANSACTION_INVALID_TEXT = 'A UPI transaction ID has 6 to 64 letters, digits or hyphens';
export const UPI_NOT_SET_UP_TEXT = 'This store has not added a UPI ID yet. Please choose Cash on Delivery.';
export const RETURN_REASON_REQUIRED_TEXT = 'Please provide a reason for the return';
export const RETURN_REASON_MAX_LENGTH = 500;
export const PLACE_ORDER_FAILED_TEXT = 'Failed to place order. Please try again.';
export const ORDER_STILL_PLACING_TEXT = 'This order is still being placed. Please wait a moment and press Place Order again.';
