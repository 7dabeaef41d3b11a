import type { GrievanceOfficer } from './grievances-api.ts';
import { useGrievanceOfficer } from './use-my-grievances.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function OfficerDetails({ officer }: { officer: GrievanceOfficer }) {
  return (
    <dl className="contact-hours grievance-officer">
      <dt>Name</dt><dd>{officer.name}</dd>
      <dt>Designation</dt><dd>{officer.designation}</dd>
      <dt>E-mail</dt><dd><a href={`mailto:${officer.email}`}>{officer.email}</a></dd>
      <dt>Phone</dt><dd><a href={telHref(officer.phone)}>{officer.phone}</a></dd>
      <dt>Address</dt><dd className="contact-address">{officer.address}</dd>
      <dt>Hours</dt><dd>{officer.hours}</dd>
    </dl>
  );
}

/** The grievance officer as configured (GET /grievances/officer); `fallbackEmail` while it loads or if it fails. */
export function GrievanceOfficerCard({ fallbackEmail }: { fallbackEmail: string }) {
  const officer = useGrievanceOfficer();
  if (officer.data) return <OfficerDetails officer={officer.data} />;
  if (officer.isPending) return <p className="muted" role="status">Loading the grievance officer&rsquo;s details...</p>;
  return <p>Write to our Grievance Officer at <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.</p>;
}
