import { assertNoEviction, requireAuth, requireRole, type App, type ServiceDeps } from '@haat/server-kit';
import type { AuthContext } from '../auth/auth-context.ts';
import { verifyEmail } from './email/verify-email.ts';
import { createGoogleIdTokenVerifier } from './google/google-id-token.ts';
import { checkOauthConfig, googleSignIn } from './google/google-sign-in.ts';
import { chooseMessageAdapters, usesDevOutbox } from './messaging/choose-adapters.ts';
import { devOutboxAvailable, getDevOutbox } from './messaging/get-dev-outbox.ts';
import { startMessageQueue } from './messaging/message-queue.ts';
import { checkPhone, phoneStatus } from './phone/phone-status.ts';
import { sendOtp } from './phone/send-otp.ts';
import { verifyOtp } from './phone/verify-otp.ts';
import { verifyWidgetToken } from './phone/verify-widget-token.ts';
import { widgetConfig } from './phone/widget-config.ts';
import { createWidgetTokenVerifier } from './phone/widget-token.ts';
import { forgotPassword } from './recovery/forgot-password.ts';
import { resetPassword } from './recovery/reset-password.ts';
import { loadSecrets } from './secrets.ts';
import { readVerificationSettings } from './verification-config.ts';
import { attachVerification, type VerificationContext } from './verification-context.ts';
import { verificationDb } from './verification.table.ts';

/**
 * E-mail verification, password reset, phone OTPs and Google sign-in. Starts the outgoing-message
 * worker (stopped with the service).
 */
export async function mountVerificationRoutes(app: App, auth: AuthContext, deps: Pick<ServiceDeps, 'onStop' | 'queueRedis'>): Promise<void> {
  const settings = readVerificationSettings(auth.config);
  const secrets = loadSecrets(settings.OTP_SECRET);
  const db = verificationDb(auth.db);
  const adapters = chooseMessageAdapters(settings, { db, nodeEnv: auth.config.NODE_ENV });
  await assertNoEviction(deps.queueRedis, auth.logger);
  const messages = startMessageQueue({ redis: auth.redis, workerRedis: deps.queueRedis, prefix: auth.config.HAAT_PREFIX, logger: auth.logger, secrets, adapters });
  deps.onStop(() => messages.stop());
  auth.logger.info({ email: adapters.email.name, sms: adapters.sms.name }, 'outgoing message adapters');

  const ctx: VerificationContext = {
    auth,
    db,
    settings,
    secrets,
    messages,
    devOutbox: usesDevOutbox(adapters),
    smsProvider: settings.SMS_PROVIDER,
    widget: createWidgetTokenVerifier(settings, secrets),
    google: settings.GOOGLE_CLIENT_ID ? createGoogleIdTokenVerifier({ clientId: settings.GOOGLE_CLIENT_ID, jwksUrl: settings.GOOGLE_JWKS_URL }) : null,
  };
  attachVerification(ctx);

  const signedIn = requireAuth(auth.verifyToken);
  app
    .post('/api/auth/forgot-password', forgotPassword(ctx))
    .post('/api/auth/reset-password', resetPassword(ctx))
    .post('/api/auth/verify-email', verifyEmail(ctx))
    .post('/api/auth/google', googleSignIn(ctx))
    .get('/api/auth/check-oauth-config', checkOauthConfig(ctx))
    .get('/api/verification/widget-config', widgetConfig(ctx))
    .get('/api/verification/phone-status', signedIn, phoneStatus(ctx))
    .post('/api/verification/check-phone', signedIn, checkPhone(ctx))
    .post('/api/verification/send-otp', signedIn, sendOtp(ctx))
    .post('/api/verification/resend-otp', signedIn, sendOtp(ctx))
    .post('/api/verification/verify-otp', signedIn, verifyOtp(ctx))
    .post('/api/verification/verify-token', signedIn, verifyWidgetToken(ctx))
    .get('/api/verification/dev-outbox', devOutboxAvailable(ctx), signedIn, requireRole('superadmin'), getDevOutbox(ctx));
}
