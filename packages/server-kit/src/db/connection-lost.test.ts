import { describe, expect, it } from 'vitest';
import { isPostgresUnavailable } from './connection-lost.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isPostgresUnavailable: Postgres away, not a wrong query', () => {
  it('recognises a refused or cut connection, a server shutting down or starting, and pg\'s lost-connection errors', () => {
    for (const err of [
      withCode('ECONNREFUSED'), withCode('ECONNRESET'), withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'), withCode('08006'), new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) expect([err.message, isPostgresUnavailable(err)]).toEqual([err.message, true]);
  });
  it('leaves query errors, other errors and non-errors alone', () => {
    for (const err of [withCode('23505', 'duplicate key'), withCode('22P02', 'invalid input syntax'), withCode('42P01', 'relation does not exist'), new Error('boom'), null, 'ECONNREFUSED']) {
      expect(isPostgresUnavailable(err)).toBe(false);
    }
  });
});
