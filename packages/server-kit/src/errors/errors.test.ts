import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MALFORMED_REQUEST_TEXT } from '@haat/contracts';
import { conflict, errorReply, notImplemented } from './errors.ts';

describe('errorReply: the one error → HTTP mapping', () => {
  it('keeps a domain error status and texts', () => {
    expect(errorReply(conflict('You already have a store'))).toEqual({ status: 409, headers: {}, body: { success: false, error: 'You already have a store', message: 'You already have a store' } });
  });
  it('names the field of a validation error with 400', () => {
    const result = z.object({ email: z.string().email('Please enter a valid email address') }).safeParse({ email: 'x' });
    const reply = errorReply(result.error);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('email: Please enter a valid email address');
  });
  it('answers malformed JSON with the spec text', () => {
    expect(errorReply(new SyntaxError('Unexpected token')).body.error).toBe(MALFORMED_REQUEST_TEXT);
  });
  it('hides unknown errors behind a generic 500', () => {
    const reply = errorReply(new Error('connection string with password=secret'));
    expect(reply.status).toBe(500);
    expect(JSON.stringify(reply.body)).not.toContain('secret');
  });
  it('says which issue brings a planned call', () => {
    expect(errorReply(notImplemented('issue #4 (storefront)')).body.message).toContain('issue #4');
  });
});
