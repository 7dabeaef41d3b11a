import { formatPrice } from '@haat/web-kit';
import { COIN_PACKAGES, COINS_PER_ORDER } from '@haat/contracts/coins';

/** The three packs from contracts, each with its Buy button; `buying` is the pack whose purchase is under way. */
export function CoinPackList({ onBuy, buying, busy }: { onBuy: (packageIndex: number) => void; buying: number | null; busy: boolean }) {
  return (
    <section aria-labelledby="coins-packs-title">
      <h2 id="coins-packs-title" className="section-title">Coin packs</h2>
      <ul className="coins-packs">
        {COIN_PACKAGES.map((pack) => {
          const label = `${pack.coins} coins`;
          return (
            <li key={pack.index} className={`card coins-pack${pack.popular ? ' coins-pack--popular' : ''}`}>
              {pack.popular ? <span className="badge badge--info coins-pack__badge">Popular</span> : null}
              <p className="coins-pack__coins">{label}</p>
              <p className="coins-pack__price">{formatPrice(pack.price)}</p>
              <p className="small muted">{formatPrice(pack.price / pack.coins)} per coin · {pack.coins / COINS_PER_ORDER} orders</p>
              <button
                type="button"
                className={`btn ${pack.popular ? 'btn--primary' : 'btn--secondary'} btn--block`}
                onClick={() => onBuy(pack.index)}
                disabled={busy}
                aria-label={`Buy ${label} for ${formatPrice(pack.price)}`}
              >
                {buying === pack.index ? 'Opening payment...' : 'Buy'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
