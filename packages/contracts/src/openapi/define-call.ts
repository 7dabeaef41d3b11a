import type { z } from 'zod';
import type { CatalogueCall, Owner } from '../api-catalogue.ts';
import type { Role } from '../user.ts';
import { undescribedReplySchema } from '../replies/envelope-schemas.ts';
import type { ApiCallDoc, CallAuth, ReplyDoc } from './call-doc.ts';

/** The short words the per-owner call lists are written in. */
export const PUBLIC: CallAuth = { kind: 'public' };
export const SIGNED_IN: CallAuth = { kind: 'signed-in' };
export const roles = (...allowed: Role[]): CallAuth => ({ kind: 'roles', roles: allowed });

export const ok = (schema: z.ZodType = undescribedReplySchema, status = 200): ReplyDoc => ({ status, description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK', schema });
export const created = (schema?: z.ZodType) => ok(schema, 201);
export const accepted = (schema?: z.ZodType) => ok(schema, 202);
/** A reply that is no JSON: an image, an HTML page, a PDF. */
export const file = (contentType: string, description: string): ReplyDoc => ({ status: 200, description, contentType });

type CallOptions = {
  summary: string;
  auth: CallAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  unsharedInput?: string;
  reply: ReplyDoc;
  also?: ReplyDoc[];
  errorReplies?: Record<number, z.ZodType>;
  /** Statuses beyond the ones every call of this kind may answer (see commonErrors). */
  errors?: number[];
};

/**
 * The error statuses a call may answer from what it is: bad input (400), a role it lacks (403), an
 * id that names nothing (404); and from the gateway in front of every call: a token sent but not
 * valid (401, public calls too), an ended session or a banned account (401/403), too large a body
 * (413), the rate limit (429), a dependency down (503).
 */
function commonErrors(path: string, { body, query, unsharedInput }: CallOptions): number[] {
  const statuses = new Set<number>([401, 403, 429, 503]);
  if (body || query || unsharedInput || path.includes(':')) statuses.add(400);
  if (path.includes(':')) statuses.add(404);
  if (body) statuses.add(413);
  return [...statuses];
}

/** `defineCalls('order', [['GET /api/cart', {...}], …])`: one owner's calls, in its own words. */
export function defineCalls(owner: Owner, entries: Array<[line: string, options: CallOptions]>): ApiCallDoc[] {
  return entries.map(([line, options]) => {
    const [method, path] = line.split(' ') as [CatalogueCall['method'], string];
    const { reply, errors = [], ...rest } = options;
    const statuses = [...new Set([...commonErrors(path, options), ...errors])].toSorted((a, b) => a - b);
    return { method, path, owner, ...rest, success: reply, errors: statuses };
  });
}
