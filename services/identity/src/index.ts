// Identity's public entry (`@haat/identity`): what another workspace may start it with.
export { buildIdentityService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
export type { IdentityConfig } from './config.ts';
// Accounts seeded straight into its tables: a test with fifty users skips fifty sign-ups.
export { hashPassword } from './auth/passwords.ts';
export { insertUsersIfAbsent } from './users/user-repository.ts';
export type { IdentityDatabase } from './users/user.table.ts';
