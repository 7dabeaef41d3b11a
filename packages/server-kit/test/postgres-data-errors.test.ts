import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createServiceApp, type App, type ServiceDeps } from '../src/index.ts';
import { createTestEnvironment, type TestEnvironment } from '../src/testing/index.ts';

/**
 * The safety net behind the schemas, on the real Postgres: a value it refuses (class 22) that
 * reaches it unvalidated answers 400 'Invalid input', not 500, and none of its own text.
 */
const migrations = {
  '001-notes': {
    async up(db: Kysely<any>) {
      await sql`CREATE TABLE notes (body text NOT NULL, code varchar(8) NOT NULL DEFAULT '', n smallint NOT NULL DEFAULT 0, due timestamptz, ref uuid)`.execute(db);
    },
  },
};

describe('errorReply: Postgres data exceptions from a real database', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  let app: App;
  const notes = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM notes`.execute(deps.db)).rows[0]!.n);

  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('probe', 'probe', migrations);
    app = createServiceApp({ name: 'probe', logger: deps.logger });
    // A route with no schema at all: whatever arrives goes to Postgres as is.
    app.post('/notes', async (c) => {
      const body = await c.req.json<Record<string, unknown>>();
      await deps.db.insertInto('notes' as never).values(body as never).execute();
      return c.json({ success: true }, 201);
    });
  });
  afterAll(() => env.cleanup());

  const post = async (body: Record<string, unknown>) => {
    const res = await app.request('/notes', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; error: string; message: string } };
  };

  it.each([
    ['text with NUL (22021)', { body: 'rice\u0000' }, 'A text contains characters that are not allowed.'],
    ['text longer than its column (22001)', { body: 'x', code: 'too-long-for-eight' }, 'A text is longer than allowed.'],
    ['a number out of range (22003)', { body: 'x', n: 99_999 }, 'A value is not valid or out of range.'],
    ['a malformed id (22P02)', { body: 'x', ref: 'not-a-uuid' }, 'A value is not valid or out of range.'],
    ['a malformed date (22007)', { body: 'x', due: 'next diwali' }, 'A value is not valid or out of range.'],
  ])('answers %s with 400 Invalid input and writes nothing', async (_kind, row, message) => {
    const reply = await post(row);
    expect(reply).toEqual({ status: 400, body: { success: false, error: 'Invalid input', message } });
    expect(await notes()).toBe(0);
  });

  it('still writes a row Postgres can take', async () => {
    expect((await post({ body: 'Basmati rice\n1 kg', code: 'ok', n: 3, ref: '00000000-0000-4000-8000-000000000001' })).status).toBe(201);
    expect(await notes()).toBe(1);
  });
});
