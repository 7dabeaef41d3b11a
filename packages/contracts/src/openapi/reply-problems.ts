import type { ApiCallDoc } from './call-doc.ts';
import { errorReplySchema } from '../replies/envelope-schemas.ts';

/**
 * What is wrong with a JSON reply of a documented call, measured against its documentation: an
 * undocumented status, or a body off its schema (the zod issues, each with its path). Empty: it matches.
 * Statuses of 500 and above are never listed per call; their body must still be the error envelope.
 */
export function replyProblems(doc: ApiCallDoc, status: number, body: unknown): string[] {
  const success = [doc.success, ...(doc.also ?? [])].find((reply) => reply.status === status);
  if (!success && !doc.errors.includes(status) && status < 500) return [`status ${status} is not documented (documented: ${[doc.success, ...(doc.also ?? [])].map((r) => r.status).join(', ')}, ${doc.errors.join(', ')})`];
  const schema = success ? success.schema : (doc.errorReplies?.[status] ?? errorReplySchema);
  if (!schema) return success?.contentType && !success.contentType.includes('json') ? [`documented as ${success.contentType}, answered JSON`] : [];
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}${'keys' in issue ? ` ${JSON.stringify(issue.keys)}` : ''}`);
}
