import type { App } from '@haat/server-kit';
import type { AuthContext } from '../auth/auth-context.ts';

/** E-mail verification, password reset, phone OTPs and Google sign-in. */
export async function mountVerificationRoutes(_app: App, _ctx: AuthContext): Promise<void> {}
