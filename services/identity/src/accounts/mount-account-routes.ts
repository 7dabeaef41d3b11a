import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { AuthContext } from '../auth/auth-context.ts';
import { getMe } from '../auth/get-me.ts';
import { removeAddress } from './addresses/delete-address.ts';
import { getAddresses } from './addresses/list-addresses.ts';
import { saveAddress } from './addresses/save-address.ts';
import { createUser } from './admin/create-user.ts';
import { deleteUserByAdmin } from './admin/delete-user.ts';
import { getUser } from './admin/get-user.ts';
import { listUsers } from './admin/list-users.ts';
import { updateUserByAdmin } from './admin/update-user.ts';
import { changePassword } from './password/change-password.ts';
import { deleteOwnAccount } from './profile/delete-own-account.ts';
import { updateProfile } from './profile/update-profile.ts';

/**
 * Profile, address book, password change, account deletion and the admin's user management.
 * The literal /api/users/... routes come before /api/users/:id, so "profile" is never taken for an id.
 */
export function mountAccountRoutes(app: App, ctx: AuthContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const superadmin = requireRole('superadmin');
  const profile = updateProfile(ctx);
  const password = changePassword(ctx);
  app
    .get('/api/users/profile', auth, getMe(ctx))
    .put('/api/users/profile', auth, profile)
    .put('/api/auth/me', auth, profile)
    .delete('/api/users/profile', auth, deleteOwnAccount(ctx))
    .put('/api/users/me/password', auth, password)
    .put('/api/auth/updatepassword', auth, password)
    .get('/api/users/addresses', auth, getAddresses(ctx))
    .put('/api/users/addresses', auth, saveAddress(ctx))
    .delete('/api/users/addresses/:id', auth, removeAddress(ctx))
    .get('/api/users', auth, superadmin, listUsers(ctx))
    .post('/api/users', auth, superadmin, createUser(ctx))
    .get('/api/users/:id', auth, superadmin, getUser(ctx))
    .put('/api/users/:id', auth, superadmin, updateUserByAdmin(ctx))
    .delete('/api/users/:id', auth, superadmin, deleteUserByAdmin(ctx));
}
