import { api, describeError, LoadingState, useSession, Link } from '@haat/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';

type Outcome = { kind: 'checking' } | { kind: 'verified'; text: string } | { kind: 'refused'; text: string };

const VERIFIED_TEXT = 'Your e-mail address is verified. Thank you!';

/** /verify-email?token=: POST /auth/verify-email once, then the result or the server's message. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'checking' } : { kind: 'refused', text: 'This verification link is incomplete.' });
  const sent = useRef(false);
  const { user } = useSession();

  useEffect(() => {
    // One-time tokens: never post the same one twice (a re-render or a remount must not retry).
    if (!token || sent.current) return;
    sent.current = true;
    api.post<{ message?: string }>('/auth/verify-email', { token }, { retry: false })
      .then((reply) => setOutcome({ kind: 'verified', text: typeof reply?.message === 'string' && reply.message ? reply.message : VERIFIED_TEXT }))
      .catch((err: unknown) => setOutcome({ kind: 'refused', text: describeError(err, 'This verification link is invalid or has expired.') }));
  }, [token]);

  return (
    <AuthCard title="E-mail verification" noindex>
      {outcome.kind === 'checking' ? <LoadingState label="Verifying your e-mail..." /> : null}
      {outcome.kind === 'verified' ? <p className="notice notice--success" role="status">{outcome.text}</p> : null}
      {outcome.kind === 'refused' ? <p className="form-error" role="alert">{outcome.text}</p> : null}
      <div className="auth-card__links">
        <Link to="/">Go to Home</Link>
        {user ? <Link to="/profile">My Profile</Link> : <Link to="/login">Log in</Link>}
      </div>
    </AuthCard>
  );
}
