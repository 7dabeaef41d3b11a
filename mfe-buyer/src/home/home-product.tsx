import { AUDIENCES, BUYER_STEPS, CHAT_AND_REVIEWS, FEATURES, SELLER_STEPS, SETUP_TIMELINE } from './home-content.ts';
import { HomeSection } from './home-section.tsx';

export function Audiences() {
  return (
    <HomeSection id="home-audiences" title="Who Haat is for" tone="tinted">
      <div className="audiences">
        {AUDIENCES.map((a) => (
          <div key={a.title} className="card audience">
            <h3 className="audience__title">{a.title}</h3>
            <ul className="check-list">{a.points.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

export function Features() {
  return (
    <HomeSection id="home-features" title="Everything a local market needs" intro="Twelve reasons buyers and shopkeepers choose Haat.">
      <ul className="features">
        {FEATURES.map((f) => (
          <li key={f.title} className="feature card">
            <span className="feature__icon" aria-hidden="true">{f.icon}</span>
            <h3 className="feature__title">{f.title}</h3>
            <p className="feature__text">{f.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function Steps({ title, steps }: { title: string; steps: readonly { title: string; text: string }[] }) {
  return (
    <div className="card steps">
      <h3 className="steps__title">{title}</h3>
      <ol className="steps__list">
        {steps.map((s) => (
          <li key={s.title} className="step">
            <strong className="step__title">{s.title}</strong>
            <span className="step__text">{s.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorks() {
  return (
    <HomeSection id="home-how" title="How it works" tone="tinted">
      <div className="audiences">
        <Steps title="For sellers" steps={SELLER_STEPS} />
        <Steps title="For buyers" steps={BUYER_STEPS} />
      </div>
    </HomeSection>
  );
}

export function ChatAndReviews() {
  const { chat, reviews } = CHAT_AND_REVIEWS;
  return (
    <HomeSection id="home-chat" title="Chat before you buy, review after">
      <div className="audiences">
        <div className="card highlight">
          <h3 className="highlight__title">{chat.title}</h3>
          <p>{chat.text}</p>
          <div className="chat-sample" aria-hidden="true">
            <p className="chat-sample__bubble chat-sample__bubble--buyer">Is the Alphonso box fresh today?</p>
            <p className="chat-sample__bubble chat-sample__bubble--seller">Yes! Arrived this morning. Delivering by 6 PM.</p>
          </div>
        </div>
        <div className="card highlight">
          <h3 className="highlight__title">{reviews.title}</h3>
          <p>{reviews.text}</p>
          <p className="review-sample" aria-hidden="true"><span className="review-sample__stars">★★★★★</span> “Fresh vegetables, packed with care.”</p>
        </div>
      </div>
    </HomeSection>
  );
}

export function SetupTimeline() {
  return (
    <HomeSection id="home-setup" title="Your store online in 5 minutes" intro="From sign-up to your first product, step by step." tone="tinted">
      <ol className="timeline">
        {SETUP_TIMELINE.map((s, i) => (
          <li key={s.title} className="timeline__step">
            <span className="timeline__number" aria-hidden="true">{i + 1}</span>
            <span className="timeline__time">{s.time}</span>
            <span className="timeline__title">{s.title}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
