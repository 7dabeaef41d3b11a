import { translateText } from '@haat/server-kit';
import { verificationFor, type IdentityContext } from '../../context.ts';
import type { UserRow } from '../../users/user.table.ts';
import { publicLink } from '../public-link.ts';
import { issueUserToken } from '../tokens/user-tokens.ts';

type Recipient = Pick<UserRow, 'id' | 'email' | 'name' | 'language'>;

/**
 * Mails a new account its verification link. Queued as a job and never throws: a sign-up must not
 * fail because mail is slow or down (the reset flow also verifies the address later).
 */
export async function sendVerificationEmail(auth: IdentityContext, user: Recipient): Promise<void> {
  if (!user.email) return; // a rider who signed up by phone: nothing to verify
  const email = user.email;
  const ctx = verificationFor(auth);
  if (!ctx) {
    auth.logger.warn({ userId: user.id }, 'verification routes are not mounted; no verification e-mail sent');
    return;
  }
  try {
    const hours = Math.round(ctx.settings.EMAIL_VERIFICATION_TTL_SECONDS / 3600);
    const { id, token } = await issueUserToken(ctx.db, { userId: user.id, purpose: 'email_verification', ttlSeconds: ctx.settings.EMAIL_VERIFICATION_TTL_SECONDS });
    const link = publicLink(ctx.settings.PUBLIC_URL, '/verify-email', token);
    await ctx.messages.enqueue({
      channel: 'email',
      to: email,
      // In the account's language (the one it signed up in); English when it has none.
      subject: translateText('Confirm your e-mail address for Haat', user.language ?? 'en'),
      text: translateText(`Hello ${user.name},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not create a Haat account, ignore this e-mail.\n\n— Haat`, user.language ?? 'en'),
    }, `verify-email-${id}`);
  } catch (err) {
    auth.logger.warn({ userId: user.id, err: (err as Error).message }, 'verification e-mail could not be queued');
  }
}
