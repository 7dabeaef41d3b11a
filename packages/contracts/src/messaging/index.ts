export * from './subjects.ts';
export * from './events.ts';
export * from './rpc.ts';
export * from './rpc-failure.ts';
export * from './realtime.ts';
