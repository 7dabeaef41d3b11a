import { formatPrice } from '@haat/web-kit';
import { COIN_PACKS } from '../home/pricing.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { rich, Section, StaticPage, SUPPORT_EMAIL, supportMail } from './static-page.tsx';
import { anchor } from '../common/tags.tsx';

const BUYER_STEPS = ['info.howBuyer1', 'info.howBuyer2', 'info.howBuyer3', 'info.howBuyer4', 'info.howBuyer5'] as const;
const SELLER_STEPS = ['info.howSeller1', 'info.howSeller2', 'info.howSeller3', 'info.howSeller4', 'info.howSeller5'] as const;
const SAFETY = ['info.howSafety1', 'info.howSafety2', 'info.howSafety3'] as const;

/** /how-to-use: a short guide for buyers, sellers and delivery partners, and how to leave. */
export function HowToUsePage() {
  const t = useT(messages);
  return (
    <StaticPage title={t('info.howTitle')} description={t('info.howDescription')}>
      <p className="static-page__lead">{t('info.howLead')}</p>

      <Section id="buyers" title={t('info.howBuyers')}>
        <ol>
          {BUYER_STEPS.map((id) => <li key={id}>{rich(t(id))}</li>)}
        </ol>
        <p>{rich(t('info.howCancel'))}</p>
      </Section>

      <Section id="sellers" title={t('info.howSellers')}>
        <ol>
          {SELLER_STEPS.map((id) => <li key={id}>{rich(t(id))}</li>)}
        </ol>
        <h3>{t('info.howCosts')}</h3>
        <p>{t('info.howCostsText')}</p>
        <ul>
          {COIN_PACKS.map((pack) => <li key={pack.coins}>{t('info.howPack', { coins: pack.coins, price: formatPrice(pack.priceRupees) })}</li>)}
        </ul>
      </Section>

      <Section id="delivery" title={t('info.howDelivery')}>
        <p>{t('info.howDeliveryText')}</p>
      </Section>

      <Section id="safety" title={t('info.howSafety')}>
        <ul>
          {SAFETY.map((id) => <li key={id}>{t(id)}</li>)}
        </ul>
      </Section>

      <Section id="delete-account" title={t('info.howDeleting')}>
        <p>{rich(t('info.howDeletingText', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.howDeleteSubject')) })}</p>
      </Section>

      {/* Twemoji's graphics are CC BY 4.0: the demo's pictures (@haat/demo-data's DEMO_PICTURES_CREDIT) name their authors and licence. */}
      <Section id="credits" title={t('info.howCredits')}>
        <p>
          {rich(t('info.howCreditsText'), {
            twemoji: anchor('https://github.com/jdecked/twemoji'),
            licence: anchor('https://creativecommons.org/licenses/by/4.0/'),
          })}
        </p>
      </Section>
    </StaticPage>
  );
}
