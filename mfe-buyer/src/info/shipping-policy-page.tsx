import { useT } from '../i18n.ts';
import messages from './messages.json';
import { rich, Section, StaticPage, SUPPORT_EMAIL, supportMail } from './static-page.tsx';

/** /shipping-policy: effective July 1, 2025; deliveries are the sellers'; Haat is the marketplace only. */
export function ShippingPolicyPage() {
  const t = useT(messages);
  return (
    <StaticPage title={t('info.shippingTitle')} effective={t('info.shippingEffective')} description={t('info.shippingDescription')}>
      <p className="static-page__callout">{t('info.shippingCallout')}</p>

      <Section id="who-delivers" title={t('info.shippingWho')}>
        <p>{t('info.shippingWhoText')}</p>
      </Section>

      <Section id="areas" title={t('info.shippingAreas')}>
        <p>{t('info.shippingAreasText')}</p>
        <ul>
          <li>{rich(t('info.shippingLocal'))}</li>
          <li>{rich(t('info.shippingRegional'))}</li>
          <li>{rich(t('info.shippingNationwide'))}</li>
        </ul>
        <p>{t('info.shippingNotDelivered')}</p>
      </Section>

      <Section id="times" title={t('info.shippingTimes')}>
        <p>{t('info.shippingTimesText')}</p>
        <ul>
          <li>{t('info.shippingTimeLocal')}</li>
          <li>{t('info.shippingTimeRegional')}</li>
          <li>{t('info.shippingTimeNationwide')}</li>
        </ul>
        <p>{t('info.shippingEstimates')}</p>
      </Section>

      <Section id="fees" title={t('info.shippingFees')}>
        <p>{t('info.shippingFeesText')}</p>
      </Section>

      <Section id="tracking" title={t('info.shippingTracking')}>
        <p>{rich(t('info.shippingTrackingText'))}</p>
      </Section>

      <Section id="problems" title={t('info.shippingProblems')}>
        <ul>
          <li>{t('info.shippingProblem1')}</li>
          <li>{t('info.shippingProblem2')}</li>
          <li>{t('info.shippingProblem3')}</li>
        </ul>
        <p>{rich(t('info.shippingNoResponse', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.shippingSubject')) })}</p>
      </Section>

      <Section id="changes" title={t('info.shippingChanges')}>
        <p>{t('info.shippingChangesText')}</p>
      </Section>
    </StaticPage>
  );
}
