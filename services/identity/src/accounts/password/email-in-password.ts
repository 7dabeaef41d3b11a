import { badRequest } from '@haat/server-kit';
import { PASSWORD_HAS_EMAIL_TEXT, passwordContainsEmail } from '@haat/contracts';

/**
 * Refuses a password that is the account's e-mail or holds it or its local part (ASVS 5.0 6.2.11)
 * wherever one is chosen (sign-up, admin create-user, superadmin set-up, change and reset), with a
 * 400 whose message the forms show as it is. The web forms say it before sending (web-kit).
 */
export function refuseEmailInPassword(password: string, email: string | null | undefined): void {
  if (passwordContainsEmail(password, email)) throw badRequest(PASSWORD_HAS_EMAIL_TEXT);
}
