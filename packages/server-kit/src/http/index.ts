export * from './app-env.ts';
export * from './service-app.ts';
export * from './ids.ts';
export * from './sign-in-limits.ts';
export * from './gateway-proof.ts';
