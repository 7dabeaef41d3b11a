import type { EventType } from './events.ts';

/**
 * NATS subject names. Everything lives under one prefix (`HAAT_PREFIX`, default `haat`) so
 * test runs get their own streams and subjects and never see each other's messages.
 */
export function subjects(prefix: string) {
  return {
    /** JetStream stream holding every domain event. */
    eventStream: `${prefix.toUpperCase()}_EVENTS`,
    events: `${prefix}.events.>`,
    event: (type: EventType) => `${prefix}.events.${type}`,
    /** Core NATS request-reply endpoints (queue groups, so instances scale out). */
    rpc: {
      reserveStock: `${prefix}.rpc.catalog.reserve-stock`,
      confirmReservation: `${prefix}.rpc.catalog.confirm-reservation`,
      releaseReservation: `${prefix}.rpc.catalog.release-reservation`,
      /** catalog asks order before expiring a reservation: is there an order for it? */
      reservationStatus: `${prefix}.rpc.order.reservation-status`,
      /** order asks catalog who owns a store (seller views of a store's orders). */
      storeOwner: `${prefix}.rpc.catalog.store-owner`,
      /** catalog asks order whether a buyer has a Delivered order from a store (review eligibility). */
      deliveredOrderExists: `${prefix}.rpc.order.delivered-order-exists`,
      /** catalog asks order to put a product in a buyer's cart (wishlist move-to-cart); served from issue #5. */
      addToCart: `${prefix}.rpc.order.add-to-cart`,
      /** order asks catalog for the current name, prices, stock and store of products (cart lines). */
      cartProducts: `${prefix}.rpc.catalog.cart-products`,
      /** catalog asks identity whether a user's phone is verified (store verification requests). */
      phoneVerified: `${prefix}.rpc.identity.phone-verified`,
      /** notification asks order for the distinct buyers of a store's orders (broadcast fan-out), a page at a time. */
      storeBuyers: `${prefix}.rpc.order.store-buyers`,
      /** notification asks catalog for the users who wishlisted a store's products (broadcast fan-out), a page at a time. */
      storeWishlisters: `${prefix}.rpc.catalog.store-wishlisters`,
      /** notification asks catalog whether a broadcast is still live before a delayed fan-out starts. */
      broadcastLive: `${prefix}.rpc.catalog.broadcast-live`,
      /** the gateway asks chat whether a socket's user may join a conversation's room. */
      chatJoin: `${prefix}.rpc.chat.join`,
      /** the gateway hands chat a message sent over a socket. */
      chatSend: `${prefix}.rpc.chat.send`,
      /** order asks catalog for a seller's store (delivery partners belong to stores). */
      ownerStore: `${prefix}.rpc.catalog.owner-store`,
      /** order asks catalog whether a proof-of-delivery photo is the rider's own upload. */
      deliveryPhoto: `${prefix}.rpc.catalog.delivery-photo`,
      /** order asks identity to open a delivery partner account invited by a store. */
      registerPartnerAccount: `${prefix}.rpc.identity.register-partner-account`,
      /** moderation asks catalog for a reported store, broadcast or review as it is now (its snapshot). */
      reportTarget: `${prefix}.rpc.catalog.report-target`,
      /** moderation asks identity for a user's name, role and ban (ban actions, report snapshots). */
      userSummary: `${prefix}.rpc.identity.user-summary`,
      /** moderation asks order for one buyer's order (a grievance about it). */
      buyerOrder: `${prefix}.rpc.order.buyer-order`,
      /** notification asks identity for the buyers of a city (an admin broadcast), a page at a time. */
      cityBuyers: `${prefix}.rpc.identity.city-buyers`,
    },
    /** Tags of public answers a committed write changed (`store:<id>`, `store-lists`); every gateway drops what it keeps of them. */
    edgeCacheInvalidate: `${prefix}.edge-cache.invalidate`,
    /** Identity tells every gateway that sessions ended (SessionEndedNotice): they close the matching sockets. */
    sessionEnded: `${prefix}.session.ended`,
    /** Pushes to one user's open sockets; every gateway instance listens. */
    realtimeUser: (userId: string) => `${prefix}.realtime.user.${userId}`,
    realtimeAll: `${prefix}.realtime.user.*`,
  };
}
export type Subjects = ReturnType<typeof subjects>;
