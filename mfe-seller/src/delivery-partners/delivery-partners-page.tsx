import { Link } from 'react-router';
import '../common/seller.css';
import './delivery-partners.css';

/** /manage-delivery-partners: managing the seller's own riders is a later issue; the page says so. */
export function DeliveryPartnersPage() {
  return (
    <section className="page" aria-labelledby="delivery-partners-title">
      <div className="page__header">
        <h1 id="delivery-partners-title" className="page__title">Delivery Partners</h1>
      </div>
      <div className="card delivery-partners-soon">
        <h2 className="card__title">Managing your own riders is coming soon</h2>
        <p>Soon you will be able to add your own delivery partners and assign orders to them from here.</p>
        <p>Meanwhile, deliver orders your usual way and keep each order's status up to date on the orders page, so buyers know where their order is.</p>
        <div className="inline-actions">
          <Link to="/dashboard" className="btn btn--primary">Back to dashboard</Link>
          <Link to="/manage-orders" className="btn btn--ghost">Manage orders</Link>
        </div>
      </div>
    </section>
  );
}
