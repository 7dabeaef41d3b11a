import type { App } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { checkOauthConfig } from './routes/check-oauth-config.ts';
import { googleSignIn } from './routes/google-sign-in.ts';

/** Google sign-in, and whether the client may offer it. */
export function mountGoogleRoutes(app: App, ctx: VerificationContext): void {
  app
    .post('/api/auth/google', googleSignIn(ctx))
    .get('/api/auth/check-oauth-config', checkOauthConfig(ctx));
}
