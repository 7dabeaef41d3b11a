import type { Generated, Selectable } from 'kysely';

export type BlocksTable = {
  store_id: string;
  user_id: string;
  blocked_by: string;
  reason: string;
  created_at: Generated<Date>;
};
export type BlockRow = Selectable<BlocksTable>;
