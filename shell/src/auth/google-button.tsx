import { readGoogleConfig } from '@haat/contracts/user-reply';
import { api, OAUTH_CALLBACK_PATH } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { startGoogleSignIn } from './google-sign-in.ts';
import messages from './messages.json';

/**
 * 'Continue with Google', shown only when the server says Google sign-in is configured. The token
 * goes to /oauth-callback like a redirect's would, so one page signs in either way.
 */
export function GoogleButton() {
  const t = useT(messages);
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
      <span className="auth-card__or">{t('auth.or')}</span>
      <button type="button" className="btn btn--ghost btn--block" onClick={start} disabled={starting}>
        {/* i18n-ignore: Google's mark, hidden from screen readers. */}
        <span className="google-mark" aria-hidden="true">G</span>
        {t('auth.google')}
      </button>
    </div>
  );
}
