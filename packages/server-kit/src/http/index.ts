export * from './service-app.ts';
export * from './ids.ts';
