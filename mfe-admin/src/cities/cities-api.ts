import { api } from '@haat/web-kit';
import type { AdminCity, ApiSuccess } from '@haat/contracts';

/** GET /admin/cities: every city, active or not, by name, with its number of stores. */
export async function fetchAdminCities(signal?: AbortSignal): Promise<AdminCity[]> {
  const reply = await api.get<ApiSuccess<AdminCity[]>>('/admin/cities', { signal });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** PUT /admin/cities/:id {active}: only active cities appear in the location picker and city lists. */
export async function setCityActive(id: string, active: boolean): Promise<AdminCity> {
  return (await api.put<ApiSuccess<AdminCity>>(`/admin/cities/${encodeURIComponent(id)}`, { active }, { retry: false })).data;
}
