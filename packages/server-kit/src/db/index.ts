export * from './database.ts';
export * from './postgres.ts';
export * from './connection-lost.ts';
export * from './commit-with.ts';
