export * from './presence.ts';
