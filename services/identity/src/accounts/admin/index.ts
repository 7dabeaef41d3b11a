import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { createUser } from './routes/create-user.ts';
import { deleteUserByAdmin } from './routes/delete-user.ts';
import { getUser } from './routes/get-user.ts';
import { listUsers } from './routes/list-users.ts';
import { updateUserByAdmin } from './routes/update-user.ts';

/** The superadmin's user management: list, create, read, edit (role, ban) and delete accounts. */
export function mountAdminUserRoutes(app: App, ctx: IdentityContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const superadmin = requireRole('superadmin');
  app
    .get('/api/users', auth, superadmin, listUsers(ctx))
    .post('/api/users', auth, superadmin, createUser(ctx))
    .get('/api/users/:id', auth, superadmin, getUser(ctx))
    .put('/api/users/:id', auth, superadmin, updateUserByAdmin(ctx))
    .delete('/api/users/:id', auth, superadmin, deleteUserByAdmin(ctx));
}
