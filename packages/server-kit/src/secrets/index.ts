export * from './local-secrets.ts';
