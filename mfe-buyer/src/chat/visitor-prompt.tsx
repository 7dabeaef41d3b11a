import { Link } from '@haat/web-kit';
import { useLocation } from 'react-router';

/** A visitor's chat (spec §2 'login prompts in chat'): sign in first, then back here with the chat open. */
export function VisitorPrompt({ storeName }: { storeName: string }) {
  const { pathname } = useLocation();
  const returnTo = `${pathname}?chat=open`;
  return (
    <div className="chat-visitor">
      <p className="chat-visitor__title">Chat with {storeName}</p>
      <p className="chat-visitor__text">Log in to ask the store about products, prices or delivery.</p>
      <div className="inline-actions">
        <Link className="btn btn--primary" to="/login" state={{ returnTo }}>Login</Link>
        <Link className="btn btn--ghost" to="/register" state={{ returnTo }}>Sign Up</Link>
      </div>
    </div>
  );
}
