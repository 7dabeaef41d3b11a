import type { App } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { verifyEmail } from './routes/verify-email.ts';

/** E-mail verification: the link mailed at sign-up (send-verification-email.ts) lands here. */
export function mountEmailRoutes(app: App, ctx: VerificationContext): void {
  app.post('/api/auth/verify-email', verifyEmail(ctx));
}
