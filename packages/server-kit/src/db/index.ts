export * from './database.ts';
export * from './postgres.ts';
