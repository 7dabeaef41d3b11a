export * from './tokens.ts';
export * from './middleware.ts';
export * from './revocation.ts';
export * from './session-check.ts';
