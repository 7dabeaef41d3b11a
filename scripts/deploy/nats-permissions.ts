import { subjects as subjectsFor, type EventType, type Subjects } from '@haat/contracts';
import { inboxPrefixOf } from '@haat/server-kit';

/**
 * Who may say what on NATS: the one table of it. Compose and Kubernetes run NATS with one user per
 * app (deploy/nats.conf and deploy/k8s/base/nats.yaml are generated from here by
 * `npm run nats:config`), so a pod that reaches NATS can no longer act as another app: only the
 * gateway sends chat RPCs, only an event's owner publishes it. Read from the code (serveRpc,
 * requestRpc, enqueueEvent, consumeEvents, pushToUser, the edge-cache invalidations); the unit test
 * beside this file fails when a service starts using a subject this table does not give it.
 */
type RpcName = keyof Subjects['rpc'];

export type AppAccess = {
  /** RPCs it asks: publishes requests to. */
  asks: RpcName[];
  /** RPCs it answers: subscribes to (a queue group), and replies to the asker's inbox. */
  answers: RpcName[];
  /** Events its outbox relay publishes to JetStream: only the owner of an event may. */
  owns: EventType[];
  /** Its durable consumers of the event stream (their JetStream API calls and acks). */
  durables: string[];
  /** Publishes to users' sockets (`realtime.user.<id>`, through whichever gateway holds them). */
  pushesToUsers?: boolean;
  /** Holds the sockets: hears every push. */
  hearsPushes?: boolean;
  /** Tells the gateways (and the other catalog instances) which kept answers a write changed. */
  invalidatesEdgeCache?: boolean;
  hearsEdgeCacheInvalidations?: boolean;
  /** Tells every gateway that sessions ended (logout, password change, ban…), which closes their sockets. */
  endsSessions?: boolean;
  hearsSessionEnds?: boolean;
};

export const NATS_APPS = ['gateway', 'identity', 'catalog', 'order', 'chat', 'notification', 'moderation'] as const;
export type NatsApp = (typeof NATS_APPS)[number];

export const NATS_ACCESS: Record<NatsApp, AppAccess> = {
  gateway: {
    asks: ['chatJoin', 'chatSend'],
    answers: [],
    owns: [],
    durables: [],
    pushesToUsers: true, // typing, to the other participant
    hearsPushes: true,
    hearsEdgeCacheInvalidations: true,
    hearsSessionEnds: true,
  },
  identity: {
    asks: [],
    answers: ['phoneVerified', 'registerPartnerAccount', 'userSummary', 'cityBuyers'],
    owns: ['user.ban_changed'],
    durables: ['identity-moderation'],
    endsSessions: true,
  },
  catalog: {
    asks: ['reservationStatus', 'deliveredOrderExists', 'addToCart', 'phoneVerified'],
    answers: ['reserveStock', 'confirmReservation', 'releaseReservation', 'storeOwner', 'cartProducts', 'storeWishlisters', 'broadcastLive', 'ownerStore', 'reportTarget', 'deliveryPhoto'],
    owns: ['broadcast.published', 'store.verification_decided'],
    durables: ['catalog-order-created', 'catalog-order-items-cancelled', 'catalog-moderation'],
    invalidatesEdgeCache: true,
    hearsEdgeCacheInvalidations: true, // the other instances' cross-store invalidations
  },
  order: {
    asks: ['reserveStock', 'releaseReservation', 'cartProducts', 'ownerStore', 'storeOwner', 'registerPartnerAccount', 'deliveryPhoto'],
    answers: ['reservationStatus', 'deliveredOrderExists', 'addToCart', 'storeBuyers', 'buyerOrder'],
    owns: ['order.created', 'order.status_changed', 'order.items_cancelled', 'order.return_requested', 'order.return_processed', 'order.payment_verified', 'order.delivery_updated'],
    durables: [],
    pushesToUsers: true, // delivery updates
  },
  chat: {
    asks: ['storeOwner'],
    answers: ['chatJoin', 'chatSend'],
    owns: ['chat.message_sent'],
    durables: [],
    pushesToUsers: true,
  },
  notification: {
    asks: ['storeBuyers', 'storeWishlisters', 'broadcastLive', 'cityBuyers'],
    answers: [],
    owns: [],
    durables: ['notification', 'notification-broadcasts'],
    pushesToUsers: true,
  },
  moderation: {
    asks: ['userSummary', 'reportTarget', 'buyerOrder', 'storeOwner'],
    answers: [],
    owns: ['moderation.action_taken', 'moderation.report_closed', 'grievance.updated'],
    durables: ['moderation-audit'],
  },
};

/** One NATS user's allow lists; anything not listed is refused. */
export type NatsPermissions = { publish: string[]; subscribe: string[]; allowResponses: boolean };

/**
 * The subjects of one app under `prefix`. Every service makes sure the event stream exists at start
 * (its info and create calls); consumers may only create, read and ack their own durables. Replies
 * reach an app on its own inbox (`_INBOX.<app>.>`, server-kit connectNats), and an app that answers
 * may reply only to requests it received (allow_responses), never publish into another app's inbox.
 */
export function natsPermissions(app: NatsApp, prefix: string): NatsPermissions {
  const access = NATS_ACCESS[app];
  const subjects = subjectsFor(prefix);
  const stream = subjects.eventStream;
  const isService = app !== 'gateway';
  const publish = [
    ...access.asks.map((rpc) => subjects.rpc[rpc]),
    ...access.owns.map((type) => subjects.event(type)),
    ...(access.pushesToUsers ? [subjects.realtimeAll] : []),
    ...(access.invalidatesEdgeCache ? [subjects.edgeCacheInvalidate] : []),
    ...(access.endsSessions ? [subjects.sessionEnded] : []),
    ...(isService ? ['$JS.API.INFO', `$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`] : []),
    ...access.durables.flatMap((durable) => [
      `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
      `$JS.ACK.${stream}.${durable}.>`,
    ]),
  ];
  const subscribe = [
    `${inboxPrefixOf(app)}.>`,
    ...access.answers.map((rpc) => subjects.rpc[rpc]),
    ...(access.hearsPushes ? [subjects.realtimeAll] : []),
    ...(access.hearsEdgeCacheInvalidations ? [subjects.edgeCacheInvalidate] : []),
    ...(access.hearsSessionEnds ? [subjects.sessionEnded] : []),
  ];
  return { publish, subscribe, allowResponses: access.answers.length > 0 };
}

/** The environment variable the NATS server reads an app's password from (and the key of its Secret). */
export const natsPasswordVariable = (app: NatsApp) => `NATS_PASSWORD_${app.toUpperCase()}`;
