import { describeError, homePathFor, LoadingState, oauthResultFrom, useSessionStore, Link } from '@haat/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';

const NO_TOKEN_TEXT = 'Google sign-in did not return a token. Please try again.';

/**
 * Where Google sign-in lands: reads the token from the URL (query or hash), POSTs /auth/google,
 * stores the session and goes home by role; a failure shows why, with the way back to /login.
 */
export function OauthCallbackPage() {
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
      .catch((err: unknown) => setFailure(describeError(err, 'Google sign-in failed. Please try again.')));
  }, [result, googleLogin, navigate]);

  const error = result.token
    ? failure
    : result.error ? `Google sign-in was not completed (${result.error}).` : NO_TOKEN_TEXT;

  return (
    <AuthCard title="Signing in with Google" noindex>
      {error ? (
        <>
          <p className="form-error" role="alert">{error}</p>
          <div className="auth-card__links">
            <Link to="/login">Back to login</Link>
          </div>
        </>
      ) : (
        <LoadingState label="Signing you in..." />
      )}
    </AuthCard>
  );
}
