import { LoadingState, useSession, Link } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { AddressBook } from '../profile/address-book.tsx';
import { PasswordChangeForm } from '../profile/password-change-form.tsx';
import { PhoneVerificationCard } from '../profile/phone-verification-card.tsx';
import { ProfileDetails } from '../profile/profile-details-form.tsx';

const ROLE_LABELS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller', shopkeeper: 'Shopkeeper', deliveryPartner: 'Delivery Partner', superadmin: 'Superadmin' };

/** /profile for every signed-in role: details, addresses (not a rider's), phone, password, and the way to deletion. */
export function ProfilePage() {
  const { user, loginType, isDeliveryPartner } = useSession();
  if (!user) return <LoadingState />;
  const role = loginType === 'shopkeeper' && user.role === 'seller' ? 'shopkeeper' : user.role;
  return (
    <PageFrame title="My Profile" actions={<span className="badge badge--info">{ROLE_LABELS[role] ?? role}</span>} className="page--narrow stack">
      <ProfileDetails user={user} />
      <PhoneVerificationCard user={user} />
      {/* Saved addresses fill a buyer's checkout; a rider never checks out. */}
      {isDeliveryPartner ? null : <AddressBook user={user} />}
      <PasswordChangeForm />
      <section className="card danger-zone" aria-labelledby="danger-title">
        <h2 id="danger-title" className="card__title">Delete account</h2>
        <p className="muted">Remove your account and the data that belongs to it.</p>
        <Link className="btn btn--ghost danger-zone__link" to="/delete-account">Delete my account</Link>
      </section>
    </PageFrame>
  );
}
