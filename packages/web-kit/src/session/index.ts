export { useSessionStore, type SessionState } from './session-store.ts';
export { useSession } from './use-session.ts';
export { rolesOf, homePathFor, isLoginType, PASSWORD_MIN_LENGTH_TEXT, type LoginType, type SessionRoles } from './roles.ts';
export { safeReturnPath } from './return-path.ts';
export { CHECKOUT_SIGN_IN_TEXT, isCheckoutReturn, loginTypeAfterSignIn, roleMismatchText } from './login-context.ts';
export {
  loginProblemOf, LOGIN_REQUIRED_TEXT, LOGIN_LIMITED_TEXT, BANNED_SUPPORT_TEXT, type LoginProblem,
} from './login-problem.ts';
export { oauthResultFrom, googleRedirectUrl, OAUTH_CALLBACK_PATH } from './google-oauth.ts';
