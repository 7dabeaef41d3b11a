import { cartTotal, EmptyState, formatPrice, linesByStore, unitPrice, useCartStore, useLocationStore, useSession } from '@haat/web-kit';
import type { ShippingAddress } from '@haat/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderIdOf } from '../api/orders-api.ts';
import { EMPTY_ADDRESS, ShippingForm, shippingProblem } from '../components/shipping-form.tsx';
import { usePlaceOrders } from '../hooks/use-place-orders.ts';
import '../styles/buyer.css';

/** /checkout: address (prefilled from the account and location), Cash on Delivery, one order per store. */
export function CheckoutPage() {
  const { user } = useSession();
  const lines = useCartStore((s) => s.lines);
  const { city, pincode } = useLocationStore();
  const navigate = useNavigate();
  const { placeAll, placing, error } = usePlaceOrders();
  const [formError, setFormError] = useState<string | null>(null);
  const [address, setAddress] = useState<ShippingAddress>(() => ({
    ...EMPTY_ADDRESS,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone?.replace(/^\+91/, '') ?? '',
    city: city ?? user?.currentCity ?? '',
    postalCode: pincode ?? '',
  }));

  if (lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1 className="page__title">Checkout</h1>
        <EmptyState title="Your cart is empty" action={<Link className="btn btn--primary" to="/stores">Continue Shopping</Link>} />
      </section>
    );
  }

  const groups = linesByStore(lines);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = shippingProblem(address);
    setFormError(problem);
    if (problem) return;
    const orders = await placeAll(lines, address);
    if (orders && orders[0]) {
      navigate(`/order-confirmation/${encodeURIComponent(orderIdOf(orders[0]))}`, { replace: true, state: { orderIds: orders.map(orderIdOf) } });
    }
  };

  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="page__title">Checkout</h1>
      <form className="checkout__layout" onSubmit={submit} noValidate>
        <div className="checkout__main">
          <div className="card"><ShippingForm value={address} onChange={setAddress} /></div>
          <fieldset className="card payment">
            <legend className="checkout__legend">Payment Method</legend>
            <label className="payment__option">
              <input type="radio" name="payment" value="Cash on Delivery" checked readOnly />
              <span><strong>Cash on Delivery</strong><br /><span className="muted">Pay the seller when your order arrives.</span></span>
            </label>
            <label className="payment__option payment__option--disabled">
              <input type="radio" name="payment" value="UPI Payment" disabled />
              <span><strong>UPI Payment</strong><br /><span className="muted">Coming soon: pay the seller directly by UPI.</span></span>
            </label>
          </fieldset>
        </div>

        <aside className="card checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="checkout__legend">Order Summary</h2>
          {groups.length > 1 ? <p className="notice notice--info">Your cart has items from {groups.length} stores: one order is placed with each store.</p> : null}
          {groups.map((g) => (
            <div key={g.storeId} className="summary-group">
              <h3 className="summary-group__store">{g.storeName || 'Store'}</h3>
              <ul className="summary-group__lines">
                {g.lines.map((l) => (
                  <li key={l.id}><span>{l.name} × {l.quantity}</span><span>{formatPrice(unitPrice(l) * l.quantity)}</span></li>
                ))}
              </ul>
            </div>
          ))}
          <p className="cart-subtotal"><span>Total</span><strong>{formatPrice(cartTotal(lines))}</strong></p>
          <p className="muted small">Delivery charges, if any, are confirmed by the store.</p>
          {formError ? <p className="form-error" role="alert">{formError}</p> : null}
          {error ? <p className="form-error" role="alert">{error}</p> : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={placing}>{placing ? 'Placing order...' : 'Place Order'}</button>
        </aside>
      </form>
    </section>
  );
}
