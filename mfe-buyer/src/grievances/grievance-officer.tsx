import type { GrievanceOfficer } from './grievances-api.ts';
import { useGrievanceOfficer } from './use-my-grievances.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The officer's details that are configured, in this order; one not configured is left out, never made up. */
function OfficerDetails({ officer }: { officer: GrievanceOfficer }) {
  const { name, designation, email, phone, address, hours } = officer;
  return (
    <dl className="contact-hours grievance-officer">
      {name ? <><dt>Name</dt><dd>{name}</dd></> : null}
      {designation ? <><dt>Designation</dt><dd>{designation}</dd></> : null}
      {email ? <><dt>E-mail</dt><dd><a href={`mailto:${email}`}>{email}</a></dd></> : null}
      {phone ? <><dt>Phone</dt><dd><a href={telHref(phone)}>{phone}</a></dd></> : null}
      {address ? <><dt>Address</dt><dd className="contact-address">{address}</dd></> : null}
      {hours ? <><dt>Hours</dt><dd>{hours}</dd></> : null}
    </dl>
  );
}

/** The grievance officer as configured (GET /grievances/officer); `fallbackEmail` while it loads, if it fails, or if nothing names or reaches them. */
export function GrievanceOfficerCard({ fallbackEmail }: { fallbackEmail: string }) {
  const officer = useGrievanceOfficer();
  const data = officer.data;
  if (data && (data.name || data.email || data.phone)) return <OfficerDetails officer={data} />;
  if (officer.isPending) return <p className="muted" role="status">Loading the grievance officer&rsquo;s details...</p>;
  return <p>Write to our Grievance Officer at <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.</p>;
}
