import { formatPrice, Link } from '@haat/web-kit';
import { COIN_PACKS } from '../home/pricing.ts';
import { Section, StaticPage, SupportMail } from './static-page.tsx';

/** /how-to-use: a short guide for buyers, sellers and delivery partners, and how to leave. */
export function HowToUsePage() {
  return (
    <StaticPage
      title="How to use Haat"
      description="A step-by-step guide to ordering from local stores on Haat, opening your own store and delivering orders."
    >
      <p className="static-page__lead">
        Haat puts the shops of your city online. Buyers order from stores nearby and pay the shopkeeper directly; shopkeepers sell
        without commission.
      </p>

      <Section id="buyers" title="For buyers">
        <ol>
          <li><strong>Choose your city.</strong> Tap Select Location at the top and pick your city and 6-digit pincode.</li>
          <li><strong>Find a store.</strong> Open <Link to="/stores">Stores</Link>, search by name, or look at the <Link to="/offers">Offers</Link> of your city. Each store page shows whether it delivers to you and whether it is open now.</li>
          <li><strong>Fill your cart.</strong> Pick a quantity and tap Add to Cart. Tap the heart to save a product to your wishlist for later.</li>
          <li><strong>Check out.</strong> Enter your delivery address and choose cash on delivery or UPI. UPI payments go straight to the store's account.</li>
          <li><strong>Track and review.</strong> Follow the order under <Link to="/orders">Your Orders</Link>, chat with the store if you have a question, and review the store once the order is delivered.</li>
        </ol>
        <p>Need to cancel or return something? See <Link to="/cancellations-refunds">Cancellations and refunds</Link>.</p>
      </Section>

      <Section id="sellers" title="For shopkeepers">
        <ol>
          <li><strong>Sign up</strong> as a Shopkeeper on the <Link to="/register">registration page</Link>.</li>
          <li><strong>Verify</strong> your phone with a one-time code and upload an identity document. We check it within 24 hours.</li>
          <li><strong>Set up your store:</strong> name, photos, address, hours, payment options (cash on delivery, your UPI ID) and where you deliver.</li>
          <li><strong>Add products</strong> with prices, stock and variants such as sizes or weights.</li>
          <li><strong>Take orders:</strong> confirm, ship and mark them delivered from your dashboard, chat with buyers and post offers to your city.</li>
        </ol>
        <h3>What it costs</h3>
        <p>
          No commission and no monthly fee. Each order you receive uses one coin, about ₹3, and your first orders are free. Coins come
          in packs:
        </p>
        <ul>
          {COIN_PACKS.map((pack) => <li key={pack.coins}>{pack.coins} coins for {formatPrice(pack.priceRupees)}</li>)}
        </ul>
      </Section>

      <Section id="delivery" title="For delivery partners">
        <p>
          A store adds you as its delivery partner. Sign in as a Delivery Partner to see the orders assigned to you, the delivery
          address and the buyer's phone number, and mark them delivered when done.
        </p>
      </Section>

      <Section id="safety" title="Staying safe">
        <ul>
          <li>Pay only the store's own UPI ID shown at checkout, and keep the transaction ID.</li>
          <li>Haat will never ask for your password, one-time code or UPI PIN.</li>
          <li>Use Report on a store, offer or review that looks wrong.</li>
        </ul>
      </Section>

      <Section id="delete-account" title="Deleting your account">
        <p>
          You can delete your account at any time on the <Link to="/delete-account">Delete account</Link> page: log in, enter your
          password and confirm. Your profile, addresses, cart, wishlist and notifications are deleted and you are signed out
          everywhere. Deletion cannot be undone; order records may be kept where the law requires. If you cannot log in,
          write to <SupportMail subject="Delete my account" /> from the e-mail of your account.
        </p>
      </Section>

      {/* Twemoji's graphics are CC BY 4.0: the demo's pictures (@haat/demo-data's DEMO_PICTURES_CREDIT) name their authors and licence. */}
      <Section id="credits" title="Credits">
        <p>
          Product pictures in the demo: <a href="https://github.com/jdecked/twemoji">Twemoji</a> by Twitter, Inc and other
          contributors, licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
        </p>
      </Section>
    </StaticPage>
  );
}
