import { Link } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** A visitor's chat (spec §2 'login prompts in chat'): sign in first, then back here with the chat open. */
export function VisitorPrompt({ storeName }: { storeName: string }) {
  const t = useT(messages);
  const { pathname } = useLocation();
  const returnTo = `${pathname}?chat=open`;
  return (
    <div className="chat-visitor">
      <p className="chat-visitor__title">{t('chat.chatWith', { store: storeName })}</p>
      <p className="chat-visitor__text">{t('chat.loginText')}</p>
      <div className="inline-actions">
        <Link className="btn btn--primary" to="/login" state={{ returnTo }}>{t('chat.login')}</Link>
        <Link className="btn btn--ghost" to="/register" state={{ returnTo }}>{t('chat.signUp')}</Link>
      </div>
    </div>
  );
}
