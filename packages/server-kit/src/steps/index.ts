export * from './run-steps.ts';
