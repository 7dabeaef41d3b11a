import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One entry of a user's address book: the spec's shipping address plus a label and a default flag. */
export type AddressTable = {
  id: Generated<string>;
  /** The owner; the row goes with the account (on delete cascade). */
  user_id: string;
  label: string | null;
  name: string;
  address: string;
  city: string;
  /** Six digits (a check constraint holds it). */
  postal_code: string;
  /** +91XXXXXXXXXX, like users.phone. */
  phone: string;
  /** Always stored lower-cased. */
  email: string;
  /** At most one per user (a partial unique index holds it). */
  is_default: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type AddressRow = Selectable<AddressTable>;
export type NewAddress = Insertable<AddressTable>;
export type AddressUpdate = Updateable<AddressTable>;
