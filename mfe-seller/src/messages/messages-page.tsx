import { Link } from 'react-router';
import '../common/seller.css';
import './messages.css';

/** /dashboard/messages: chat with buyers is a later issue; until then the page says so and what works now. */
export function MessagesPage() {
  return (
    <section className="page" aria-labelledby="messages-title">
      <div className="page__header">
        <h1 id="messages-title" className="page__title">Messages</h1>
      </div>
      <div className="card messages-soon">
        <h2 className="card__title">Chat with buyers is coming soon</h2>
        <p>Soon you will be able to answer buyers' questions and talk about their orders right here.</p>
        <p>Meanwhile, buyers can reach you by phone: the phone number of your store is shown on your store page. You can check it in your store settings.</p>
        <div className="inline-actions">
          <Link to="/dashboard" className="btn btn--primary">Back to dashboard</Link>
          <Link to="/manage-store" className="btn btn--ghost">Store settings</Link>
        </div>
      </div>
    </section>
  );
}
