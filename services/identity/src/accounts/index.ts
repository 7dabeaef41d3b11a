import type { App } from '@haat/server-kit';
import type { IdentityContext } from '../context.ts';
import { mountAddressRoutes } from './addresses/index.ts';
import { mountAdminUserRoutes } from './admin/index.ts';
import { mountPasswordRoutes } from './password/index.ts';
import { mountProfileRoutes } from './profile/index.ts';

/**
 * Profile, password change, address book and the admin's user management, each a folder with its
 * own index.ts and routes/. The literal /api/users/... routes come before /api/users/:id, so
 * "profile" is never taken for an id: the admin's routes are mounted last.
 */
export function mountAccountRoutes(app: App, ctx: IdentityContext): void {
  mountProfileRoutes(app, ctx);
  mountPasswordRoutes(app, ctx);
  mountAddressRoutes(app, ctx);
  mountAdminUserRoutes(app, ctx);
}
