import type { ReactNode } from 'react';

/** One titled band of the home page. */
export function HomeSection({ id, title, intro, tone = 'plain', children }: { id: string; title: string; intro?: string; tone?: 'plain' | 'tinted'; children: ReactNode }) {
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={id}>
      <div className="home-section__inner">
        <h2 id={id} className="section-title home-section__title">{title}</h2>
        {intro ? <p className="home-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
