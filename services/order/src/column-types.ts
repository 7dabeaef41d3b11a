import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as parsed JSON, written as JSON text. */
export type JsonColumn<T> = ColumnType<T, string, string>;
/** bigint money in paise: pg reads int8 as a string (exact); the mapper turns it into a number. */
export type Int8Column = ColumnType<string, number, number>;
export type CreatedAt = Generated<Date>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
export type { Generated };
