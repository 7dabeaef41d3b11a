import type { Selectable } from 'kysely';
import type { Generated } from '../column-types.ts';

export type CitiesTable = {
  id: Generated<string>;
  name: string;
  state: string;
  active: Generated<boolean>;
};
export type CityRow = Selectable<CitiesTable>;
