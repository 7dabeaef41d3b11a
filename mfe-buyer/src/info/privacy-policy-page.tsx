import { useT } from '../i18n.ts';
import messages from './messages.json';
import { GRIEVANCE_EMAIL, rich, Section, StaticPage, SUPPORT_EMAIL, supportMail } from './static-page.tsx';
import { anchor } from '../common/tags.tsx';

const COLLECTED = ['info.privacyCollect1', 'info.privacyCollect2', 'info.privacyCollect3', 'info.privacyCollect4', 'info.privacyCollect5', 'info.privacyCollect6'] as const;
const USES = ['info.privacyUse1', 'info.privacyUse2', 'info.privacyUse3', 'info.privacyUse4', 'info.privacyUse5', 'info.privacyUse6'] as const;
const SHARED = ['info.privacyShare1', 'info.privacyShare2', 'info.privacyShare3', 'info.privacyShare4'] as const;
const RIGHTS = ['info.privacyRight1', 'info.privacyRight2', 'info.privacyRight3', 'info.privacyRight4', 'info.privacyRight5'] as const;

/** /privacy-policy: what Haat collects, why, who sees it and the rights of the people it is about. */
export function PrivacyPolicyPage() {
  const t = useT(messages);
  return (
    <StaticPage title={t('info.privacyTitle')} effective={t('info.privacyUpdated')} description={t('info.privacyDescription')}>
      <p className="static-page__lead">{t('info.privacyLead')}</p>

      <Section id="collect" title={t('info.privacyCollect')}>
        <ul>
          {COLLECTED.map((id) => <li key={id}>{rich(t(id))}</li>)}
        </ul>
        <p>{t('info.privacyNoCard')}</p>
      </Section>

      <Section id="use" title={t('info.privacyUse')}>
        <ul>
          {USES.map((id) => <li key={id}>{t(id)}</li>)}
        </ul>
        <p>{t('info.privacyNoSale')}</p>
      </Section>

      <Section id="share" title={t('info.privacyShare')}>
        <ul>
          {SHARED.map((id) => <li key={id}>{rich(t(id))}</li>)}
        </ul>
      </Section>

      <Section id="storage" title={t('info.privacyDevice')}>
        <p>{t('info.privacyDeviceText')}</p>
      </Section>

      <Section id="retention" title={t('info.privacyRetention')}>
        <p>{t('info.privacyRetentionText')}</p>
      </Section>

      <Section id="rights" title={t('info.privacyRights')}>
        <p>{t('info.privacyMay')}</p>
        <ul>
          {RIGHTS.map((id) => <li key={id}>{rich(t(id))}</li>)}
        </ul>
        <p>{rich(t('info.privacyWrite', { email: SUPPORT_EMAIL }), { mail: supportMail(t('info.privacySubject')) })}</p>
      </Section>

      <Section id="security" title={t('info.privacySecurity')}>
        <p>{t('info.privacySecurityText')}</p>
      </Section>

      <Section id="children" title={t('info.privacyChildren')}>
        <p>{t('info.privacyChildrenText')}</p>
      </Section>

      <Section id="contact" title={t('info.privacyContact')}>
        <p>{rich(t('info.privacyContactText', { email: GRIEVANCE_EMAIL }), { grievance: anchor(`mailto:${GRIEVANCE_EMAIL}`) })}</p>
        <p>{t('info.privacyChanges')}</p>
      </Section>
    </StaticPage>
  );
}
