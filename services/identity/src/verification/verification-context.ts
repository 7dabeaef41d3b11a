import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { GoogleIdTokenVerifier } from './google/google-id-token.ts';
import type { MessageQueue } from './messaging/message-queue.ts';
import type { WidgetTokenVerifier } from './phone/widget-token.ts';
import type { Secrets } from './secrets.ts';
import type { VerificationSettings } from './verification-config.ts';
import type { VerificationDatabase } from './verification.table.ts';

/** What the verification handlers share, on top of the auth context. */
export type VerificationContext = {
  auth: AuthContext;
  db: Kysely<VerificationDatabase>;
  settings: VerificationSettings;
  secrets: Secrets;
  messages: MessageQueue;
  /** Whether GET /dev-outbox is served (some channel writes to the development outbox). */
  devOutbox: boolean;
  smsProvider: 'development' | 'msg91';
  widget: WidgetTokenVerifier;
  /** Null while GOOGLE_CLIENT_ID is not set. */
  google: GoogleIdTokenVerifier | null;
};

// Registration (src/auth) holds only the AuthContext; this finds the verification side mounted for it.
const mounted = new WeakMap<AuthContext, VerificationContext>();

export const attachVerification = (ctx: VerificationContext) => void mounted.set(ctx.auth, ctx);
export const verificationFor = (auth: AuthContext) => mounted.get(auth);
