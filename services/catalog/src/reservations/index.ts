export { createReservationExpiryHandler, createReservationSweep, startReservationExpiry, RESERVATION_EXPIRY_QUEUE } from './reservation-expiry.ts';
export { serveCatalogRpc } from './reservation-rpc.ts';
export { consumeOrderCreated, ORDER_CREATED_CONSUMER } from './order-created-consumer.ts';
export { consumeOrderItemsCancelled, restockCancelledLines, ORDER_ITEMS_CANCELLED_CONSUMER } from './restock-consumer.ts';
