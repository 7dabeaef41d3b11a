import { formatPrice, Link, withTags } from '@haat/web-kit';
import { hidden } from '../../common/hidden.tsx';
import { useT } from '../../i18n.ts';
import { PLAY_STORE_QR_IMAGE, PLAY_STORE_URL } from '../app-download.ts';
import { APPROX_ORDER_FEE_RUPEES, COIN_PACKS, COINS_PER_ORDER, FREE_ORDERS, perOrderRupees } from '../pricing.ts';
import { FAQ, FIGURES, RATING_CLAIM, TESTIMONIALS } from './home-content.ts';
import { HomeSection } from './home-section.tsx';
import messages from './messages.json';

export function PricingSection() {
  const t = useT(messages);
  return (
    <HomeSection
      id="home-pricing"
      title={t('sections.pricing')}
      intro={t('sections.pricingIntro', { coins: COINS_PER_ORDER, fee: APPROX_ORDER_FEE_RUPEES, free: FREE_ORDERS })}
    >
      <ul className="pricing">
        {COIN_PACKS.map((pack) => (
          <li key={pack.coins} className={`card pack${pack.popular ? ' pack--popular' : ''}`}>
            {pack.popular ? <span className="pack__badge">{t('sections.popular')}</span> : null}
            <h3 className="pack__title">{t('sections.packCoins', { coins: pack.coins })}</h3>
            <p className="pack__price">{formatPrice(pack.priceRupees)}</p>
            <p className="pack__note">{t('sections.packNote', { orders: pack.coins, price: perOrderRupees(pack).toFixed(2) })}</p>
            <Link className={`btn btn--block ${pack.popular ? 'btn--primary' : 'btn--secondary'}`} to="/register" state={{ role: 'shopkeeper' }} aria-label={t('sections.getStartedPack', { coins: pack.coins, price: formatPrice(pack.priceRupees) })}>
              {t('sections.getStarted')}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Testimonials() {
  const t = useT(messages);
  return (
    <HomeSection id="home-testimonials" title={t('sections.testimonials')} intro={t('sections.testimonialsIntro', { value: RATING_CLAIM })} tone="tinted">
      <ul className="testimonials">
        {TESTIMONIALS.map((item) => (
          <li key={item.name} className="card testimonial">
            <figure className="testimonial__figure">
              <blockquote className="testimonial__quote"><p>{t(item.quote)}</p></blockquote>
              <figcaption className="testimonial__who"><strong>{item.name}</strong><span>{t(item.role)}</span></figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function AppDownload() {
  const t = useT(messages);
  return (
    <HomeSection id="home-app" title={t('sections.app')}>
      <div className="card app-download">
        <div className="app-download__text">
          <p>{t('sections.appText')}</p>
          <a className="btn btn--primary" href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
            {withTags(t('sections.googlePlay'), { h: hidden })}
          </a>
          <p className="muted app-download__ios">{t('sections.ios')}</p>
        </div>
        <img className="app-download__qr" src={PLAY_STORE_QR_IMAGE} alt={t('sections.qr')} width={160} height={160} loading="lazy" />
      </div>
    </HomeSection>
  );
}

export function FaqSection() {
  const t = useT(messages);
  return (
    <HomeSection id="home-faq" title={t('sections.faq')} tone="tinted">
      <div className="faq">
        {FAQ.map((f) => (
          <details key={f.question} className="faq__item card">
            <summary className="faq__question">{t(f.question)}</summary>
            <p className="faq__answer">{t(f.answer, FIGURES)}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}

export function FinalCallToAction() {
  const t = useT(messages);
  return (
    <section className="final-cta" aria-labelledby="home-final-title">
      <div className="home-section__inner final-cta__inner">
        <h2 id="home-final-title" className="final-cta__title">{t('sections.finalTitle')}</h2>
        <p className="final-cta__text">{t('sections.finalText')}</p>
        <div className="hero__actions">
          <Link className="btn btn--accent" to="/stores">{t('sections.exploreStores')}</Link>
          <Link className="btn hero__secondary" to="/register" state={{ role: 'shopkeeper' }}>{t('sections.startSelling')}</Link>
        </div>
      </div>
    </section>
  );
}
