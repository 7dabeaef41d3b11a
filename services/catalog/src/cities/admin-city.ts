import type { AdminCity } from '@haat/contracts';
import type { CityRow } from './cities.table.ts';

export const toAdminCity = (row: CityRow, storeCount: number): AdminCity => ({
  id: row.id, name: row.name, state: row.state, active: row.active, storeCount,
});
