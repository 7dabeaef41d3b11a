import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as parsed JSON, written as JSON text (pg would turn arrays into Postgres arrays). */
export type JsonColumn<T> = ColumnType<T, string, string>;
export type CreatedAt = Generated<Date>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
export type { Generated };
