import { useSession, withTags } from '@haat/web-kit';
import { useLocation } from 'react-router';
import { GrievanceForm } from './grievance-form.tsx';
import { MyGrievances } from './my-grievances.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './grievances.css';
import { anchor, linkTo } from '../common/tags.tsx';

/**
 * /contact-us's complaint form and 'My complaints' for a signed-in buyer; a visitor is asked to log
 * in (the ticket is followed in the account), other roles are pointed to the officer's e-mail.
 */
export function ComplaintsPanel({ officerEmail }: { officerEmail: string }) {
  const t = useT(messages);
  const session = useSession();
  const mail = anchor(`mailto:${officerEmail}`);
  const { pathname, hash } = useLocation();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <p>
        {withTags(t('grievances.loginFirst', { email: officerEmail }), {
          login: linkTo('/login', { returnTo: `${pathname}${hash}` }),
          mail,
        })}
      </p>
    );
  }
  if (!session.isBuyer) {
    return <p>{withTags(t('grievances.buyersOnly', { email: officerEmail }), { mail })}</p>;
  }
  return (
    <>
      <GrievanceForm />
      <h3 id="my-complaints">{t('grievances.myComplaints')}</h3>
      <MyGrievances />
    </>
  );
}
