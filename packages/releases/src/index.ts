export * from './release-state.ts';
export * from './release-store.ts';
