import { describeError, LoadingState, useSession, useSessionStore, Link, withTags } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { StoreList } from '../common/components/store-list.tsx';
import { useDeliveryProfile } from '../common/delivery-profile.ts';
import { AcceptPanel } from './components/accept-panel.tsx';
import { InvitationCard } from './components/invitation-card.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { fetchInvitation } from './invitation-api.ts';
import commonMessages from '../common/messages.json';
import { useT } from '../i18n.ts';
import { closedInvitationText, invitationViewFor, inviteCodeOf, loginTargetFor, pageViewFor, type Viewer } from './invitation-view.ts';
import messages from './messages.json';
import '../common/delivery.css';
import './invitation.css';

/** The links inside the page's sentences. */
const tags = {
  link: (text: string) => <Link to="/manage-delivery-partners">{text}</Link>,
  login: (text: string) => <LoginLink returnTo="/delivery/dashboard">{text}</LoginLink>,
};

/**
 * /delivery-partners (open to guests): with ?invite=CODE the store's invitation: a guest signs up
 * as a delivery partner, a signed-in partner accepts, anyone else is told it is for delivery
 * partners. Without a code: a partner's stores, or what delivery partners are.
 */
export function DeliveryPartnersPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const session = useSession();
  const viewer: Viewer = { status: session.status, isDeliveryPartner: session.isDeliveryPartner };
  const code = inviteCodeOf(params);
  return (
    <PageFrame title={t('invitation.title')} className="delivery-page page--narrow">
      {code ? <Invitation code={code} viewer={viewer} /> : <WithoutInvitation viewer={viewer} isSeller={session.isSeller} />}
    </PageFrame>
  );
}

function Invitation({ code, viewer }: { code: string; viewer: Viewer }) {
  const t = useT(messages);
  const location = useLocation();
  const invitation = useQuery({
    queryKey: ['delivery-invitation', code],
    queryFn: ({ signal }) => fetchInvitation(code, signal),
    retry: false,
  });
  const login = loginTargetFor(`${location.pathname}${location.search}`);

  if (invitation.isPending) return <LoadingState label={t('invitation.loading')} />;
  if (invitation.isError) {
    // Unknown, expired or used: the server says which.
    return (
      <div className="state state--error" role="alert">
        <p className="state__text">{describeError(invitation.error, t('invitation.notValid'))}</p>
        <p className="muted">{t('invitation.askNewLink')}</p>
      </div>
    );
  }
  const closed = closedInvitationText(invitation.data, t);
  const view = invitationViewFor(viewer);
  return (
    <div className="delivery-invite-page">
      <InvitationCard invitation={invitation.data}>
        {closed ? <p className="form-error" role="alert">{closed}</p> : null}
        {!closed && view === 'accept' ? <AcceptPanel code={code} invitation={invitation.data} /> : null}
        {view === 'wrong-role' ? <WrongRole /> : null}
      </InvitationCard>
      {view === 'wait' ? <LoadingState /> : null}
      {!closed && view === 'register' ? <RegisterForm code={code} invitation={invitation.data} login={login} /> : null}
      {closed && view === 'accept' ? <RiderStores /> : null}
    </div>
  );
}

/** A buyer or seller opened a rider's link: the way on is to log out and sign up as a delivery partner. */
function WrongRole() {
  const t = useT(messages);
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    void useSessionStore.getState().logout().finally(() => setLeaving(false));
  };
  return (
    <div className="delivery-form">
      <p className="notice notice--warning delivery-notice" role="status">{t('invitation.wrongRole')}</p>
      <button type="button" className="btn btn--secondary btn--block delivery-big-button" disabled={leaving} onClick={logout}>
        {t(leaving ? 'invitation.loggingOut' : 'invitation.logOut')}
      </button>
    </div>
  );
}

function RiderStores() {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const profile = useDeliveryProfile();
  return (
    <section className="card delivery-section" aria-labelledby="delivery-my-stores">
      <h2 id="delivery-my-stores" className="delivery-section__title">{tc('common.storesIDeliverFor')}</h2>
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError && !profile.data ? <p className="form-error" role="alert">{describeError(profile.error, t('invitation.storesError'))}</p> : null}
      {profile.data ? <StoreList stores={profile.data.stores} /> : null}
    </section>
  );
}

function WithoutInvitation({ viewer, isSeller }: { viewer: Viewer; isSeller: boolean }) {
  const t = useT(messages);
  const view = pageViewFor(viewer);
  if (view === 'wait') return <LoadingState />;
  if (view === 'stores') {
    return (
      <div className="delivery-invite-page">
        <RiderStores />
        <section className="card delivery-section" aria-labelledby="delivery-join-more">
          <h2 id="delivery-join-more" className="delivery-section__title">{t('invitation.anotherStore')}</h2>
          <p className="muted">{t('invitation.anotherStoreText')}</p>
        </section>
      </div>
    );
  }
  return (
    <section className="card delivery-section" aria-labelledby="delivery-about">
      <h2 id="delivery-about" className="delivery-section__title">{t('invitation.aboutTitle')}</h2>
      <p>{t('invitation.aboutText')}</p>
      {isSeller ? (
        <p className="muted">{withTags(t('invitation.runStore'), tags)}</p>
      ) : null}
      {viewer.status === 'anonymous' ? (
        <p className="delivery-invite__login">{withTags(t('invitation.alreadyPartner'), tags)}</p>
      ) : null}
    </section>
  );
}

function LoginLink({ returnTo, children }: { returnTo: string; children: string }) {
  const login = loginTargetFor(returnTo);
  return <Link to={login.to} state={login.state}>{children}</Link>;
}
