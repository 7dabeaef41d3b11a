import { formatPrice } from '@haat/web-kit';
import { COIN_PACKAGES, COINS_PER_ORDER } from '@haat/contracts/coins';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The three packs from contracts, each with its Buy button; `buying` is the pack whose purchase is under way. */
export function CoinPackList({ onBuy, buying, busy }: { onBuy: (packageIndex: number) => void; buying: number | null; busy: boolean }) {
  const t = useT(messages);
  return (
    <section aria-labelledby="coins-packs-title">
      <h2 id="coins-packs-title" className="section-title">{t('coins.packsTitle')}</h2>
      <ul className="coins-packs">
        {COIN_PACKAGES.map((pack) => {
          const label = t('coins.packCoins', { coins: pack.coins });
          return (
            <li key={pack.index} className={`card coins-pack${pack.popular ? ' coins-pack--popular' : ''}`}>
              {pack.popular ? <span className="badge badge--info coins-pack__badge">{t('coins.popular')}</span> : null}
              <p className="coins-pack__coins">{label}</p>
              <p className="coins-pack__price">{formatPrice(pack.price)}</p>
              <p className="small muted">{t('coins.packDetails', { perCoin: formatPrice(pack.price / pack.coins), orders: pack.coins / COINS_PER_ORDER })}</p>
              <button
                type="button"
                className={`btn ${pack.popular ? 'btn--primary' : 'btn--secondary'} btn--block`}
                onClick={() => onBuy(pack.index)}
                disabled={busy}
                aria-label={t('coins.buyPack', { coins: pack.coins, price: formatPrice(pack.price) })}
              >
                {buying === pack.index ? t('coins.openingPayment') : t('coins.buy')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
