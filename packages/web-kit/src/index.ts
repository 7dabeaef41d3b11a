/**
 * @haat/web-kit — what the shell and every remote share. Module Federation loads it once (a
 * singleton), so the session, cart, location, toast and notification stores are the same objects
 * in every app of the page.
 */
export * from './api-client/index.ts';
export * from './session/index.ts';
export * from './cart/index.ts';
export * from './location/index.ts';
export * from './notifications/index.ts';
export * from './realtime/index.ts';
export * from './toasts/index.ts';
export * from './rate-limit/index.ts';
export * from './account/index.ts';
export * from './health/index.ts';
export * from './routing/index.ts';
export * from './format/index.ts';
export * from './i18n/index.ts';
export * from './ui/index.ts';
export { randomUuid } from './util/random-id.ts';
export { compareNames } from './util/compare-names.ts';
export { storage } from './util/local-storage.ts';
export * from './contract-constants.ts';
export { useDebounced } from './hooks/use-debounced.ts';
export { useRenderedInTurns } from './hooks/use-rendered-in-turns.ts';
export { useDocumentTitle, useNoindex } from './hooks/use-document-title.ts';
