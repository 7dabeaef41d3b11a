import type { GrievanceOfficer } from './grievances-api.ts';
import { withTags } from '@haat/web-kit';
import { useGrievanceOfficer } from './use-my-grievances.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { anchor } from '../common/tags.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The officer's details that are configured, in this order; one not configured is left out, never made up. */
function OfficerDetails({ officer }: { officer: GrievanceOfficer }) {
  const t = useT(messages);
  const { name, designation, email, phone, address, hours } = officer;
  return (
    <dl className="contact-hours grievance-officer">
      {name ? <><dt>{t('grievances.name')}</dt><dd>{name}</dd></> : null}
      {designation ? <><dt>{t('grievances.designation')}</dt><dd>{designation}</dd></> : null}
      {email ? <><dt>{t('grievances.email')}</dt><dd><a href={`mailto:${email}`}>{email}</a></dd></> : null}
      {phone ? <><dt>{t('grievances.phone')}</dt><dd><a href={telHref(phone)}>{phone}</a></dd></> : null}
      {address ? <><dt>{t('grievances.address')}</dt><dd className="contact-address">{address}</dd></> : null}
      {hours ? <><dt>{t('grievances.hours')}</dt><dd>{hours}</dd></> : null}
    </dl>
  );
}

/** The grievance officer as configured (GET /grievances/officer); `fallbackEmail` while it loads, if it fails, or if nothing names or reaches them. */
export function GrievanceOfficerCard({ fallbackEmail }: { fallbackEmail: string }) {
  const t = useT(messages);
  const officer = useGrievanceOfficer();
  const data = officer.data;
  if (data && (data.name || data.email || data.phone)) return <OfficerDetails officer={data} />;
  if (officer.isPending) return <p className="muted" role="status">{t('grievances.loadingOfficer')}</p>;
  return <p>{withTags(t('grievances.writeToOfficer', { email: fallbackEmail }), { mail: anchor(`mailto:${fallbackEmail}`) })}</p>;
}
