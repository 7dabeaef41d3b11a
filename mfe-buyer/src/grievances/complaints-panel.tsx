import { useSession, Link } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { GrievanceForm } from './grievance-form.tsx';
import { MyGrievances } from './my-grievances.tsx';
import './grievances.css';

/**
 * /contact-us's complaint form and 'My complaints' for a signed-in buyer; a visitor is asked to log
 * in (the ticket is followed in the account), other roles are pointed to the officer's e-mail.
 */
export function ComplaintsPanel({ officerEmail }: { officerEmail: string }) {
  const session = useSession();
  const { pathname, hash } = useLocation();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <p>
        <Link to="/login" state={{ returnTo: `${pathname}${hash}` }}>Log in</Link> to raise a complaint and follow it by its ticket number, or
        write to the grievance officer at <a href={`mailto:${officerEmail}`}>{officerEmail}</a>.
      </p>
    );
  }
  if (!session.isBuyer) {
    return <p>Complaints here are raised from a buyer account. You can write to the grievance officer at <a href={`mailto:${officerEmail}`}>{officerEmail}</a>.</p>;
  }
  return (
    <>
      <GrievanceForm />
      <h3 id="my-complaints">My complaints</h3>
      <MyGrievances />
    </>
  );
}
