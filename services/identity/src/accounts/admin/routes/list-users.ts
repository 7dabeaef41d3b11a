import type { Context } from 'hono';
import { z } from 'zod';
import { plainText } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { adminRoleSchema, toAdminUser } from '../admin-user.ts';
import { searchUsers } from '../user-search.ts';

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: plainText({ label: 'Search text', max: 100 }).optional(),
  // An empty filter or "all" means every role.
  role: z.preprocess((raw) => (raw === '' || raw === 'all' ? undefined : raw), adminRoleSchema.optional()),
});

/** GET /api/users?page=&limit=&search=&role= (superadmin): the spec's paged list shape. */
export function listUsers(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit, search, role } = readQuery(c, querySchema);
    const { rows, totalCount } = await searchUsers(ctx.db, { search: search || undefined, role, limit, offset: (page - 1) * limit });
    const totalPages = Math.ceil(totalCount / limit);
    return c.json({ success: true as const, data: rows.map(toAdminUser), totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages });
  };
}
