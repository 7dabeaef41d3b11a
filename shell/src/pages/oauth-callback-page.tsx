import { describeError, homePathFor, LoadingState, oauthResultFrom, useSessionStore, Link } from '@haat/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Where Google sign-in lands: reads the token from the URL (query or hash), POSTs /auth/google,
 * stores the session and goes home by role; a failure shows why, with the way back to /login.
 */
export function OauthCallbackPage() {
  const t = useT(messages);
  const navigate = useNavigate();
  const googleLogin = useSessionStore((s) => s.googleLogin);
  // Read once, on arrival: the effect below wipes the token from the address bar.
  const [result] = useState(() => oauthResultFrom(window.location.search, window.location.hash));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!result.token) return;
    googleLogin(result.token)
      .then((user) => navigate(homePathFor(user), { replace: true }))
      .catch((err: unknown) => setFailure(describeError(err, translate(messages, 'oauth.failed'))));
  }, [result, googleLogin, navigate]);

  const error = result.token
    ? failure
    : result.error ? t('oauth.notCompleted', { reason: result.error }) : t('oauth.noToken');

  return (
    <AuthCard title={t('oauth.title')} noindex>
      {error ? (
        <>
          <p className="form-error" role="alert">{error}</p>
          <div className="auth-card__links">
            <Link to="/login">{t('pages.backToLogin')}</Link>
          </div>
        </>
      ) : (
        <LoadingState label={t('oauth.signingIn')} />
      )}
    </AuthCard>
  );
}
