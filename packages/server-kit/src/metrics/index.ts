export * from './registry.ts';
export * from './route-label.ts';
export * from './http-metrics.ts';
export * from './queue-depths.ts';
export * from './outbox-lag.ts';
export * from './consumer-pending.ts';
export * from './value-gauge.ts';
