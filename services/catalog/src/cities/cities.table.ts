import type { ColumnType, Selectable } from 'kysely';
import type { Generated } from '../column-types.ts';

export type CitiesTable = {
  id: Generated<string>;
  name: string;
  state: string;
  active: Generated<boolean>;
  /** The city centre, approximately. */
  latitude: number;
  longitude: number;
  /** 1 = most populous; "popular first". */
  popularity_rank: number;
  /** Other names people search for, comma-separated ("Bombay", "Gurgaon"). */
  aliases: Generated<string>;
  /** lower(name || ' ' || aliases), kept by Postgres; what city search matches. */
  search_text: ColumnType<string, never, never>;
  /** The name and each alias, lower case and trimmed, kept by Postgres; what a city's states are looked up by. */
  name_keys: ColumnType<string[], never, never>;
};
export type CityRow = Selectable<CitiesTable>;
