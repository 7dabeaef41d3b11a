import { useShallow } from 'zustand/shallow';
import { rolesOf, type SessionRoles } from './roles.ts';
import { useSessionStore, type SessionState } from './session-store.ts';

type SessionView = Pick<SessionState, 'status' | 'user' | 'token' | 'loginType'> & SessionRoles;

/** The session with its derived role flags, re-rendering only when those change. */
export function useSession(): SessionView {
  const { status, user, token, loginType } = useSessionStore(
    useShallow((s) => ({ status: s.status, user: s.user, token: s.token, loginType: s.loginType })),
  );
  return { status, user, token, loginType, ...rolesOf(user) };
}
