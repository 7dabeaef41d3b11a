export { useSessionStore, banAndSignOut, INVALID_RESPONSE_TEXT, type SessionState, type SessionStatus, type LoginInput, type RegisterInput } from './session-store.ts';
export { useSession, type SessionView } from './use-session.ts';
export { rolesOf, homePathFor, isLoginType, PASSWORD_MIN_LENGTH_TEXT, type LoginType, type SessionRoles } from './roles.ts';
