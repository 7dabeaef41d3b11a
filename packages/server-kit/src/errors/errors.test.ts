import { DatabaseError } from 'pg';
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

/** What pg throws for a refused statement: a DatabaseError carrying Postgres' SQLSTATE and its own text. */
function postgresError(code: string, text: string): DatabaseError {
  const err = new DatabaseError(text, text.length, 'error');
  err.code = code;
  err.severity = 'ERROR';
  return err;
}

describe('errorReply: Postgres data exceptions (class 22) are the caller\'s input', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 'A text contains characters that are not allowed.'],
    ['22P05', 'unsupported Unicode escape sequence', 'A text contains characters that are not allowed.'],
    ['22001', 'value too long for type character varying(100)', 'A text is longer than allowed.'],
    ['22P02', 'invalid input syntax for type uuid: "nope"', 'A value is not valid or out of range.'],
    ['22003', 'value "99999999999" is out of range for type integer', 'A value is not valid or out of range.'],
    ['22007', 'invalid input syntax for type timestamp with time zone: "soon"', 'A value is not valid or out of range.'],
    ['22008', 'date/time field value out of range: "2026-13-45"', 'A value is not valid or out of range.'],
  ])('answers %s with 400 Invalid input and none of the database\'s own text', (code, text, message) => {
    const reply = errorReply(postgresError(code, text));
    expect(reply).toEqual({ status: 400, headers: {}, body: { success: false, error: 'Invalid input', message } });
    expect(JSON.stringify(reply.body)).not.toContain(text);
  });

  it('leaves other Postgres errors (a broken constraint, a missing table) a hidden 500', () => {
    expect(errorReply(postgresError('23505', 'duplicate key value violates unique constraint "users_email"')).status).toBe(500);
    expect(errorReply(postgresError('42P01', 'relation "stores" does not exist')).status).toBe(500);
  });
});
