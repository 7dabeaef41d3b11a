export * from './request-context.ts';
