import { api } from '@haat/web-kit';
import type { AdminCity } from '@haat/contracts';
import { readAdminCities, readAdminCity } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';

/** GET /admin/cities: every city, active or not, by name, with its number of stores. */
export async function fetchAdminCities(signal?: AbortSignal): Promise<AdminCity[]> {
  const reply = await api.get<unknown>('/admin/cities', { signal });
  return readAdminCities(replyData(reply));
}

/** PUT /admin/cities/:id {active}: only active cities appear in the location picker and city lists. */
export async function setCityActive(id: string, active: boolean): Promise<AdminCity> {
  const reply = await api.put<unknown>(`/admin/cities/${encodeURIComponent(id)}`, { active }, { retry: false });
  return readAdminCity(replyData(reply));
}
