import { assertNoEviction, type App, type ServiceDeps } from '@haat/server-kit';
import { attachVerification, type IdentityContext, type VerificationContext } from '../context.ts';
import { mountEmailRoutes } from './email/index.ts';
import { createGoogleIdTokenVerifier } from './google/google-id-token.ts';
import { mountGoogleRoutes } from './google/index.ts';
import { chooseMessageAdapters, usesDevOutbox } from './messaging/choose-adapters.ts';
import { mountMessagingRoutes } from './messaging/index.ts';
import { startMessageQueue } from './messaging/message-queue.ts';
import { mountPhoneRoutes } from './phone/index.ts';
import { createWidgetTokenVerifier } from './phone/widget-token.ts';
import { mountRecoveryRoutes } from './recovery/index.ts';
import { loadSecrets } from './secrets.ts';
import { readVerificationSettings } from './verification-config.ts';
import { verificationDb } from './verification.table.ts';

export { sendVerificationEmail } from './email/send-verification-email.ts';

/**
 * E-mail verification, password reset, phone OTPs and Google sign-in, each a folder with its own
 * index.ts and routes/; they share the VerificationContext built here. Starts the outgoing-message
 * worker (stopped with the service).
 */
export async function mountVerificationRoutes(app: App, auth: IdentityContext, deps: Pick<ServiceDeps, 'onStop' | 'queueRedis'>): Promise<void> {
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

  mountRecoveryRoutes(app, ctx);
  mountEmailRoutes(app, ctx);
  mountGoogleRoutes(app, ctx);
  mountPhoneRoutes(app, ctx);
  mountMessagingRoutes(app, ctx);
}
