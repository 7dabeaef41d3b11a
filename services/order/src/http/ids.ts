// Shared with every service: see packages/server-kit/src/http/ids.ts.
export { isUuid, literalSiblings } from '@haat/server-kit';
