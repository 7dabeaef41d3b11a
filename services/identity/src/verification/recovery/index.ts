import type { App } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { forgotPassword } from './routes/forgot-password.ts';
import { resetPassword } from './routes/reset-password.ts';

/** Password reset by e-mailed link: ask for the link, then set the new password with its token. */
export function mountRecoveryRoutes(app: App, ctx: VerificationContext): void {
  app
    .post('/api/auth/forgot-password', forgotPassword(ctx))
    .post('/api/auth/reset-password', resetPassword(ctx));
}
