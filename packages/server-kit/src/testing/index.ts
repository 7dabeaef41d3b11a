export * from './test-environment.ts';
