// Every BullMQ queue of the system, in one place: each service names its queue from here, and the
// console's jobs page (moderation, GET /api/admin/jobs) reads them all. Zod-free
// (`@haat/contracts/job-queues`). Queues live in Redis under `<HAAT_PREFIX>:bull`.

export const jobQueues = {
  reservationExpiry: { name: 'reservation-expiry', owner: 'catalog', what: 'Releases checkout stock reservations that were not turned into orders' },
  identityMessages: { name: 'identity-messages', owner: 'identity', what: 'Sends e-mails and text messages (codes, password resets)' },
  notifications: { name: 'notifications', owner: 'notification', what: 'Turns order and chat events into notifications' },
  broadcastFanout: { name: 'broadcast-fanout', owner: 'notification', what: 'Tells a store\'s buyers and wishlisters of its offer' },
  adminBroadcasts: { name: 'admin-broadcasts', owner: 'notification', what: 'Tells every buyer of a city of an admin broadcast' },
  idempotencyCleanup: { name: 'idempotency-cleanup', owner: 'order', what: 'Deletes expired checkout Idempotency-Keys every hour' },
} as const;

export type JobQueueName = (typeof jobQueues)[keyof typeof jobQueues]['name'];
export type JobQueueInfo = { name: JobQueueName; owner: string; what: string };

/** The queues in the order the console lists them. */
export const jobQueueList: readonly JobQueueInfo[] = Object.values(jobQueues);
