import { LoadingState, useSession } from '@haat/web-kit';
import { initialOf } from '../nav/profile-menu.tsx';

const ROLE_LABELS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller', shopkeeper: 'Shopkeeper', deliveryPartner: 'Delivery Partner', superadmin: 'Superadmin' };

/** A placeholder profile: who is signed in. Editing comes with the accounts issue. */
export function ProfilePage() {
  const { user, loginType } = useSession();
  if (!user) return <LoadingState />;
  const role = loginType === 'shopkeeper' && user.role === 'seller' ? 'shopkeeper' : user.role;
  return (
    <section className="page page--narrow" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">My Profile</h1>
      <div className="card profile-card">
        <span className="avatar avatar--large" aria-hidden="true">{initialOf(user.name)}</span>
        <dl className="details">
          <div><dt>Name</dt><dd>{user.name}</dd></div>
          <div><dt>Email</dt><dd>{user.email}</dd></div>
          <div><dt>Role</dt><dd>{ROLE_LABELS[role] ?? role}</dd></div>
          {user.phone ? <div><dt>Phone</dt><dd>{user.phone}</dd></div> : null}
          {user.currentCity ? <div><dt>City</dt><dd>{user.currentCity}</dd></div> : null}
        </dl>
      </div>
    </section>
  );
}
