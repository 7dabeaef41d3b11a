import { readGoogleConfig } from '@haat/contracts/user-reply';
import { api, OAUTH_CALLBACK_PATH } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startGoogleSignIn } from './google-sign-in.ts';

/**
 * 'Continue with Google', shown only when the server says Google sign-in is configured. The token
 * goes to /oauth-callback like a redirect's would, so one page signs in either way.
 */
export function GoogleButton() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const { data: config } = useQuery({
    queryKey: ['auth', 'oauth-config'],
    queryFn: async () => readGoogleConfig(await api.get('/auth/check-oauth-config', { retry: false })),
    staleTime: 5 * 60_000,
  });
  if (!config?.configured || !config.clientId) return null;
  const clientId = config.clientId;

  const start = async () => {
    setStarting(true);
    try {
      await startGoogleSignIn(clientId, (credential) => navigate(`${OAUTH_CALLBACK_PATH}#credential=${encodeURIComponent(credential)}`));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="auth-card__alt">
      <span className="auth-card__or">or</span>
      <button type="button" className="btn btn--ghost btn--block" onClick={start} disabled={starting}>
        <span className="google-mark" aria-hidden="true">G</span>
        Continue with Google
      </button>
    </div>
  );
}
