import type { Selectable } from 'kysely';
import type { CreatedAt } from '../column-types.ts';

export type StoreBansTable = {
  store_id: string;
  /** The last 10 digits of the customer's phone (banPhoneOf). */
  phone: string;
  reason: string;
  banned_by: string;
  created_at: CreatedAt;
};
export type StoreBanRow = Selectable<StoreBansTable>;
