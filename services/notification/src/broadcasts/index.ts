// Broadcast fan-out: a store's offer told to its buyers and wishlisters, once per store per day.
export { startBroadcastFanout, BROADCAST_FANOUT_CONSUMER, BROADCAST_FANOUT_QUEUE } from './start-broadcast-fanout.ts';
export { fanOutBroadcast, FANOUT_BATCH_SIZE, type FanoutOutcome } from './fan-out-broadcast.ts';
export type { StoreAudience } from './store-audience.ts';
