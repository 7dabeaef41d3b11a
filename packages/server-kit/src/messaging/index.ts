export * from './nats.ts';
export * from './outbox.ts';
export * from './consumer.ts';
export * from './rpc.ts';
export * from './store-owners.ts';
export * from './kept-answers.ts';
