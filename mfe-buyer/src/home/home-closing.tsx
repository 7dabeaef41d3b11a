import { formatPrice, Link } from '@haat/web-kit';
import { PLAY_STORE_QR_IMAGE, PLAY_STORE_URL } from './app-download.ts';
import { FAQ, RATING_CLAIM, TESTIMONIALS } from './home-content.ts';
import { APPROX_ORDER_FEE_RUPEES, COIN_PACKS, COINS_PER_ORDER, FREE_ORDERS, perOrderRupees } from './pricing.ts';
import { HomeSection } from './home-section.tsx';

export function PricingSection() {
  return (
    <HomeSection
      id="home-pricing"
      title="Simple pricing, no commission"
      intro={`Sellers pay ${COINS_PER_ORDER} coin per order received — about ₹${APPROX_ORDER_FEE_RUPEES}. Start with ${FREE_ORDERS} free orders.`}
    >
      <ul className="pricing">
        {COIN_PACKS.map((pack) => (
          <li key={pack.coins} className={`card pack${pack.popular ? ' pack--popular' : ''}`}>
            {pack.popular ? <span className="pack__badge">Popular</span> : null}
            <h3 className="pack__title">{pack.coins} coins</h3>
            <p className="pack__price">{formatPrice(pack.priceRupees)}</p>
            <p className="pack__note">{pack.coins} orders · ₹{perOrderRupees(pack).toFixed(2)} per order</p>
            <Link className={`btn btn--block ${pack.popular ? 'btn--primary' : 'btn--secondary'}`} to="/register" state={{ role: 'shopkeeper' }} aria-label={`Get Started: ${pack.coins} coins for ${formatPrice(pack.priceRupees)}`}>
              Get Started
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Testimonials() {
  return (
    <HomeSection id="home-testimonials" title="Loved by shops and neighbours" intro={`Rated ${RATING_CLAIM.value} — ${RATING_CLAIM.text}.`} tone="tinted">
      <ul className="testimonials">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="card testimonial">
            <figure className="testimonial__figure">
              <blockquote className="testimonial__quote"><p>{t.quote}</p></blockquote>
              <figcaption className="testimonial__who"><strong>{t.name}</strong><span>{t.role}</span></figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function AppDownload() {
  return (
    <HomeSection id="home-app" title="Get the Haat app">
      <div className="card app-download">
        <div className="app-download__text">
          <p>Order, chat and track deliveries from your phone. Scan the code or open the store link.</p>
          <a className="btn btn--primary" href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
            Get it on Google Play<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <p className="muted app-download__ios">iOS app coming soon.</p>
        </div>
        <img className="app-download__qr" src={PLAY_STORE_QR_IMAGE} alt="QR code to download the Haat Android app from Google Play" width={160} height={160} loading="lazy" />
      </div>
    </HomeSection>
  );
}

export function FaqSection() {
  return (
    <HomeSection id="home-faq" title="Frequently asked questions" tone="tinted">
      <div className="faq">
        {FAQ.map((f) => (
          <details key={f.question} className="faq__item card">
            <summary className="faq__question">{f.question}</summary>
            <p className="faq__answer">{f.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}

export function FinalCallToAction() {
  return (
    <section className="final-cta" aria-labelledby="home-final-title">
      <div className="home-section__inner final-cta__inner">
        <h2 id="home-final-title" className="final-cta__title">Your neighbourhood, one tap away</h2>
        <p className="final-cta__text">Buy from the shops you trust, or bring your own shop online today.</p>
        <div className="hero__actions">
          <Link className="btn btn--accent" to="/stores">Explore Stores</Link>
          <Link className="btn hero__secondary" to="/register" state={{ role: 'shopkeeper' }}>Start Selling</Link>
        </div>
      </div>
    </section>
  );
}
