import { useT } from '../i18n.ts';
import messages from './messages.json';
import { GRIEVANCE_EMAIL, rich, Section, StaticPage, SUPPORT_EMAIL, supportMail } from './static-page.tsx';
import { ComplaintsPanel } from '../grievances/complaints-panel.tsx';
import { GrievanceOfficerCard } from '../grievances/grievance-officer.tsx';
import { useGrievanceOfficer } from '../grievances/use-my-grievances.ts';
import { anchor } from '../common/tags.tsx';

/**
 * /contact-us: support e-mail, hours Monday to Saturday 10:00 AM to 7:00 PM, Sunday closed, replies within 24 hours;
 * the grievance officer (configuration) and, for a buyer, the complaint form and 'My complaints'.
 */
export function ContactUsPage() {
  const t = useT(messages);
  // The officer's own address where one is configured, so the page names one address throughout.
  const officerEmail = useGrievanceOfficer().data?.email ?? GRIEVANCE_EMAIL;
  return (
    <StaticPage title={t('info.contactTitle')} description={t('info.contactDescription')}>
      <p className="static-page__lead">{t('info.contactLead')}</p>

      <Section id="support" title={t('info.contactSupport')}>
        <dl className="contact-hours">
          <dt>{t('info.contactEmail')}</dt><dd>{supportMail()(SUPPORT_EMAIL)}</dd>
          <dt>{t('info.contactWeekdays')}</dt><dd>{t('info.contactWeekdayHours')}</dd>
          <dt>{t('info.contactSunday')}</dt><dd>{t('info.contactClosed')}</dd>
        </dl>
        <p>{t('info.contactReply')}</p>
        <p>{t('info.contactQuickly')}</p>
      </Section>

      <Section id="orders" title={t('info.contactOrders')}>
        <p>{rich(t('info.contactOrdersText'))}</p>
        <p>{rich(t('info.contactStepIn'), { complaint: anchor('#complaint') })}</p>
      </Section>

      <Section id="report" title={t('info.contactReport')}>
        <p>{rich(t('info.contactReportText', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.contactReportSubject')) })}</p>
      </Section>

      <Section id="sellers" title={t('info.contactSellers')}>
        <p>{rich(t('info.contactSellersText', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.contactSellerSubject')) })}</p>
      </Section>

      <Section id="grievance" title={t('info.contactGrievance')}>
        <p>{t('info.contactGrievanceText')}</p>
        <GrievanceOfficerCard fallbackEmail={GRIEVANCE_EMAIL} />
      </Section>

      <Section id="complaint" title={t('info.contactComplaint')}>
        <ComplaintsPanel officerEmail={officerEmail} />
      </Section>
    </StaticPage>
  );
}
