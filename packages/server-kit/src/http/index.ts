export * from './app-env.ts';
export * from './service-app.ts';
export * from './ids.ts';
