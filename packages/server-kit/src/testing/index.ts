export * from './test-environment.ts';
export * from './throwaway-servers.ts';
export * from './service-process.ts';
export * from './session-state.ts';
export * from './test-calls.ts';
export * from './watch-events.ts';
