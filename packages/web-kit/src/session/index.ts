export { useSessionStore, type SessionState } from './session-store.ts';
export { useSession } from './use-session.ts';
export { rolesOf, homePathFor, isLoginType, PASSWORD_MIN_LENGTH_TEXT, passwordMinLengthText, type LoginType, type SessionRoles } from './roles.ts';
export { safeReturnPath } from './return-path.ts';
export { isCheckoutReturn, loginTypeAfterSignIn, roleMismatchText } from './login-context.ts';
export { loginProblemOf, type LoginProblem } from './login-problem.ts';
export { oauthResultFrom, googleRedirectUrl, OAUTH_CALLBACK_PATH } from './google-oauth.ts';
