import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { successReply } from '../replies/envelope-schemas.ts';
import { defineCalls, ok, roles } from './define-call.ts';
import { replyProblems } from './reply-problems.ts';

const [call] = defineCalls('catalog', [
  ['GET /api/stores/:id', { summary: 'A store', auth: roles('seller'), reply: ok(successReply(z.strictObject({ id: z.string() }))), errors: [409] }],
]);

describe('replyProblems: a reply measured against its documented call', () => {
  it('passes a reply of the documented shape, and the error envelope for a listed status', () => {
    expect(replyProblems(call!, 200, { success: true, data: { id: 's1' } })).toEqual([]);
    expect(replyProblems(call!, 409, { success: false, error: 'Taken', message: 'Taken' })).toEqual([]);
    expect(replyProblems(call!, 404, { success: false, error: 'Not found', message: 'Store not found' })).toEqual([]);
  });

  it('names a field the documentation does not have, and one it misses', () => {
    expect(replyProblems(call!, 200, { success: true, data: { id: 's1', secret: 'x' } })).toEqual(['data: Unrecognized key: "secret" ["secret"]']);
    expect(replyProblems(call!, 200, { success: true, data: {} })[0]).toMatch(/^data\.id: /);
  });

  it('refuses a status the call does not document, but only checks the envelope of a 5xx', () => {
    expect(replyProblems(call!, 422, { success: false, error: 'x', message: 'x' })[0]).toMatch(/status 422 is not documented/);
    expect(replyProblems(call!, 503, { success: false, error: 'Down', message: 'Try again' })).toEqual([]);
    expect(replyProblems(call!, 500, { oops: true })).not.toEqual([]);
  });
});
