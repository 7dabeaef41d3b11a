import { createHash } from 'node:crypto';
import { apiCalls, buildOpenApiDocument } from '@haat/contracts/openapi';

export type BuiltDocument = { text: string; etag: string };

/** The OpenAPI document as served: built once at start (it changes only with the code), with its ETag. */
export function buildServedDocument(): BuiltDocument {
  const text = JSON.stringify(buildOpenApiDocument(apiCalls));
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
}
