import type { App } from '@haat/server-kit';
import type { AuthContext } from '../auth/auth-context.ts';

/** Profile, address book, password change, account deletion and the admin's user management. */
export function mountAccountRoutes(_app: App, _ctx: AuthContext): void {}
