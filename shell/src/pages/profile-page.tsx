import { LoadingState, useSession, Link } from '@haat/web-kit';
import { PageFrame } from '@haat/web-kit/page';
import { AddressBook } from '../profile/address-book.tsx';
import { PasswordChangeForm } from '../profile/password-change-form.tsx';
import { PhoneVerificationCard } from '../profile/phone-verification-card.tsx';
import { ProfileDetails } from '../profile/profile-details-form.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** The account's role in words: their ids (an unknown role shows as the server wrote it). */
const ROLE_LABELS: Readonly<Record<string, keyof typeof messages>> = {
  buyer: 'account.buyer', seller: 'account.seller', shopkeeper: 'account.shopkeeper', deliveryPartner: 'account.rider', superadmin: 'account.admin',
};

/** /profile for every signed-in role: details, addresses (not a rider's), phone, password, and the way to deletion. */
export function ProfilePage() {
  const t = useT(messages);
  const { user, loginType, isDeliveryPartner } = useSession();
  if (!user) return <LoadingState />;
  const role = loginType === 'shopkeeper' && user.role === 'seller' ? 'shopkeeper' : user.role;
  return (
    <PageFrame title={t('pages.myProfile')} actions={<span className="badge badge--info">{ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role}</span>} className="page--narrow stack">
      <ProfileDetails user={user} />
      <PhoneVerificationCard user={user} />
      {/* Saved addresses fill a buyer's checkout; a rider never checks out. */}
      {isDeliveryPartner ? null : <AddressBook user={user} />}
      <PasswordChangeForm />
      <section className="card danger-zone" aria-labelledby="danger-title">
        <h2 id="danger-title" className="card__title">{t('account.deleteTitle')}</h2>
        <p className="muted">{t('account.deleteText')}</p>
        <Link className="btn btn--ghost danger-zone__link" to="/delete-account">{t('account.deleteLink')}</Link>
      </section>
    </PageFrame>
  );
}
