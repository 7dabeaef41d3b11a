export * from './infrastructure.ts';
export * from './run-service.ts';
