import { useT } from '../i18n.ts';
import messages from './messages.json';
import { rich, Section, StaticPage, SUPPORT_EMAIL, supportMail } from './static-page.tsx';

/** /cancellations-refunds: effective July 1, 2025; each seller's terms apply; Haat holds no money. */
export function CancellationsRefundsPage() {
  const t = useT(messages);
  return (
    <StaticPage title={t('info.cancelTitle')} effective={t('info.cancelEffective')} description={t('info.cancelDescription')}>
      <p className="static-page__callout">{t('info.cancelCallout')}</p>

      <Section id="cancel" title={t('info.cancelOrder')}>
        <ul>
          <li>{t('info.cancel1')}</li>
          <li>{t('info.cancel2')}</li>
          <li>{t('info.cancel3')}</li>
        </ul>
        <p>{t('info.cancelByStore')}</p>
      </Section>

      <Section id="returns" title={t('info.cancelReturns')}>
        <p>{rich(t('info.cancelReturnsText'))}</p>
      </Section>

      <Section id="refunds" title={t('info.cancelRefunds')}>
        <ul>
          <li>{rich(t('info.cancelRefund1'))}</li>
          <li>{rich(t('info.cancelRefund2'))}</li>
          <li>{t('info.cancelRefund3')}</li>
        </ul>
        <p>{t('info.cancelKeepId')}</p>
      </Section>

      <Section id="help" title={t('info.cancelDisagree')}>
        <p>{rich(t('info.cancelDisagreeText', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.cancelSubject')) })}</p>
        <p>{t('info.cancelRights')}</p>
      </Section>
    </StaticPage>
  );
}
