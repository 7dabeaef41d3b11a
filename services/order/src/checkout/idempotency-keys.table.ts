import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../column-types.ts';

export type IdempotencyKeysTable = {
  user_id: string;
  key: string;
  /** sha256 of the validated request body: the same key with another body is refused. */
  request_hash: string;
  state: 'running' | 'done';
  status_code: number | null;
  /** The reply as sent (json keeps its exact text); selected as text to replay it byte for byte. */
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
};
