import { api, describeError, LoadingState, useSession, Link } from '@haat/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';

/** The server's words (in the language shown), or null for the page's own ('verify.done', 'verify.incomplete'). */
type Outcome = { kind: 'checking' } | { kind: 'verified'; text: string | null } | { kind: 'refused'; text: string | null };

/** /verify-email?token=: POST /auth/verify-email once, then the result or the server's message. */
export function VerifyEmailPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'checking' } : { kind: 'refused', text: null });
  const sent = useRef(false);
  const { user } = useSession();

  useEffect(() => {
    // One-time tokens: never post the same one twice (a re-render or a remount must not retry).
    if (!token || sent.current) return;
    sent.current = true;
    api.post<{ message?: string }>('/auth/verify-email', { token }, { retry: false })
      .then((reply) => setOutcome({ kind: 'verified', text: typeof reply?.message === 'string' && reply.message ? reply.message : null }))
      .catch((err: unknown) => setOutcome({ kind: 'refused', text: describeError(err, translate(messages, 'verify.invalid')) }));
  }, [token]);

  return (
    <AuthCard title={t('verify.title')} noindex>
      {outcome.kind === 'checking' ? <LoadingState label={t('verify.checking')} /> : null}
      {outcome.kind === 'verified' ? <p className="notice notice--success" role="status">{outcome.text ?? t('verify.done')}</p> : null}
      {outcome.kind === 'refused' ? <p className="form-error" role="alert">{outcome.text ?? t('verify.incomplete')}</p> : null}
      <div className="auth-card__links">
        <Link to="/">{t('pages.home')}</Link>
        {user ? <Link to="/profile">{t('pages.myProfile')}</Link> : <Link to="/login">{t('pages.logIn')}</Link>}
      </div>
    </AuthCard>
  );
}
