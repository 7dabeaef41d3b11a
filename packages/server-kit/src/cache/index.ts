export * from './read-through-cache.ts';
