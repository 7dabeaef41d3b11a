import { useT } from '../../i18n.ts';
import messages from './messages.json';
import { AUDIENCES, BUYER_STEPS, CHAT_AND_REVIEWS, FEATURES, FIGURES, SELLER_STEPS, SETUP_TIMELINE } from './home-content.ts';
import { HomeSection } from './home-section.tsx';

export function Audiences() {
  const t = useT(messages);
  return (
    <HomeSection id="home-audiences" title={t('sections.audiences')} tone="tinted">
      <div className="audiences">
        {AUDIENCES.map((a) => (
          <div key={a.title} className="card audience">
            <h3 className="audience__title">{t(a.title)}</h3>
            <ul className="check-list">{a.points.map((p) => <li key={p}>{t(p, FIGURES)}</li>)}</ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

export function Features() {
  const t = useT(messages);
  return (
    <HomeSection id="home-features" title={t('sections.features')} intro={t('sections.featuresIntro')}>
      <ul className="features">
        {FEATURES.map((f) => (
          <li key={f.title} className="feature card">
            <span className="feature__icon" aria-hidden="true">{f.icon}</span>
            <h3 className="feature__title">{t(f.title)}</h3>
            <p className="feature__text">{t(f.text, FIGURES)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function Steps({ title, steps }: { title: string; steps: typeof SELLER_STEPS }) {
  const t = useT(messages);
  return (
    <div className="card steps">
      <h3 className="steps__title">{title}</h3>
      <ol className="steps__list">
        {steps.map((s) => (
          <li key={s.title} className="step">
            <strong className="step__title">{t(s.title)}</strong>
            <span className="step__text">{t(s.text, FIGURES)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorks() {
  const t = useT(messages);
  return (
    <HomeSection id="home-how" title={t('sections.howItWorks')} tone="tinted">
      <div className="audiences">
        <Steps title={t('sections.forSellers')} steps={SELLER_STEPS} />
        <Steps title={t('sections.forBuyers')} steps={BUYER_STEPS} />
      </div>
    </HomeSection>
  );
}

export function ChatAndReviews() {
  const t = useT(messages);
  const { chat, reviews } = CHAT_AND_REVIEWS;
  return (
    <HomeSection id="home-chat" title={t('sections.chatAndReviews')}>
      <div className="audiences">
        <div className="card highlight">
          <h3 className="highlight__title">{t(chat.title)}</h3>
          <p>{t(chat.text)}</p>
          <div className="chat-sample" aria-hidden="true">
            <p className="chat-sample__bubble chat-sample__bubble--buyer">{t('sections.chatSampleBuyer')}</p>
            <p className="chat-sample__bubble chat-sample__bubble--seller">{t('sections.chatSampleSeller')}</p>
          </div>
        </div>
        <div className="card highlight">
          <h3 className="highlight__title">{t(reviews.title)}</h3>
          <p>{t(reviews.text)}</p>
          <p className="review-sample" aria-hidden="true"><span className="review-sample__stars">★★★★★</span> {t('sections.reviewSample')}</p>
        </div>
      </div>
    </HomeSection>
  );
}

export function SetupTimeline() {
  const t = useT(messages);
  return (
    <HomeSection id="home-setup" title={t('sections.setup')} intro={t('sections.setupIntro')} tone="tinted">
      <ol className="timeline">
        {SETUP_TIMELINE.map((s, i) => (
          <li key={s.title} className="timeline__step">
            <span className="timeline__number" aria-hidden="true">{i + 1}</span>
            <span className="timeline__time">{t(s.time, { count: s.count })}</span>
            <span className="timeline__title">{t(s.title)}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
