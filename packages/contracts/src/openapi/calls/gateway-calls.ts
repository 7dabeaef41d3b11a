import { z } from 'zod';
import { successReply } from '../../replies/envelope-schemas.ts';
import { PUBLIC, defineCalls, file, ok } from '../define-call.ts';

/** The gateway's own calls (gateway/src/gateway-calls.ts answers them). */
export const gatewayCalls = defineCalls('gateway', [
  ['GET /api/ping', { summary: 'Gateway liveness', auth: PUBLIC, reply: ok(successReply(z.strictObject({ status: z.literal('ok'), time: z.string() }))) }],
  ['GET /api/openapi.json', { summary: 'This OpenAPI document', auth: PUBLIC, reply: file('application/json', 'The OpenAPI 3.1 document of every call') }],
  ['GET /api/docs', { summary: 'The API reference page', auth: PUBLIC, reply: file('text/html', 'The API reference (Swagger UI), rendering /api/openapi.json') }],
]);
