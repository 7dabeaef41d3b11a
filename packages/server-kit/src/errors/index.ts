export * from './errors.ts';
export { isPostgresDataError } from './postgres-data-error.ts';
