import type { Kysely } from 'kysely';
import type { Role } from '@haat/contracts';
import type { IdentityDatabase, UserRow } from '../../users/user.table.ts';

/** LIKE treats % and _ as wildcards; a search for "50%" means the text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** One page of accounts, newest first, filtered by role and by text in the name or e-mail. */
export async function searchUsers(
  db: Kysely<IdentityDatabase>,
  { search, role, limit, offset }: { search?: string; role?: Role; limit: number; offset: number },
): Promise<{ rows: UserRow[]; totalCount: number }> {
  let matching = db.selectFrom('users');
  if (role) matching = matching.where('role', '=', role);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    matching = matching.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  const [rows, total] = await Promise.all([
    matching.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.count) };
}
