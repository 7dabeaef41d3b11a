import type { z } from 'zod';
import type { CatalogueCall, Owner } from '../api-catalogue.ts';
import type { Role } from '../user.ts';

/**
 * One documented HTTP call: what the OpenAPI document says of it and what the integration tests
 * check its replies against. The schemas are the very ones the services validate with (bodies,
 * queries) and the reply schemas of `src/replies` (replies).
 */
export type CallAuth = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: Role[] };

/** A reply of one status: a JSON schema, or another content type (an image, a page, a PDF). */
export type ReplyDoc = { status: number; description: string; schema?: z.ZodType; contentType?: string };

export type ApiCallDoc = {
  method: CatalogueCall['method'];
  /** As the catalogue and Hono write it: `/api/stores/:id`. */
  path: string;
  owner: Owner;
  summary: string;
  auth: CallAuth;
  /** The JSON body schema the service validates with; absent when the call takes no JSON body. */
  body?: z.ZodType;
  /** The query schema the service validates with. */
  query?: z.ZodType;
  /** Why a body or query has no shared schema yet (the service validates with one of its own). */
  unsharedInput?: string;
  success: ReplyDoc;
  /** Other success replies (a retried message answered 200 with the first one where a new one is 201). */
  also?: ReplyDoc[];
  /** Error statuses the call answers with the error envelope. */
  errors: number[];
  /** Error statuses whose body adds fields to the envelope (a bulk change's refused rows). */
  errorReplies?: Record<number, z.ZodType>;
};
