import { DELIVERY_TEXTS } from '@haat/contracts/delivery-rules';
import { PASSWORD_HAS_EMAIL_TEXT } from '@haat/contracts/password-rules';
import { EMAIL_TEXT, PASSWORD_MIN_LENGTH_TEXT, PHONE_TEXT, type Translate } from '@haat/web-kit';
import { PASSWORD_MIN_LENGTH } from '@haat/web-kit/password-rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { closedInvitationText, invitationViewFor, inviteCodeOf, loginTargetFor, pageViewFor } from './invitation-view.ts';

const t: Translate<typeof messages> = (id, values) => translate(messages, id, values);

describe('the invitation page', () => {
  it('lets a guest register, a delivery partner accept, and tells anyone else it is for delivery partners', () => {
    expect(invitationViewFor({ status: 'anonymous', isDeliveryPartner: false })).toBe('register');
    expect(invitationViewFor({ status: 'signed-in', isDeliveryPartner: true })).toBe('accept');
    expect(invitationViewFor({ status: 'signed-in', isDeliveryPartner: false })).toBe('wrong-role');
    expect(invitationViewFor({ status: 'loading', isDeliveryPartner: false })).toBe('wait');
  });

  it('without an invitation shows a delivery partner their stores and anyone else what it is for', () => {
    expect(pageViewFor({ status: 'signed-in', isDeliveryPartner: true })).toBe('stores');
    expect(pageViewFor({ status: 'signed-in', isDeliveryPartner: false })).toBe('explain');
    expect(pageViewFor({ status: 'anonymous', isDeliveryPartner: false })).toBe('explain');
  });

  it("says why an expired or accepted invitation can't be used", () => {
    expect(closedInvitationText({ state: 'expired' }, t)).toBe(DELIVERY_TEXTS.invitationExpired);
    expect(closedInvitationText({ state: 'accepted' }, t)).toBe(DELIVERY_TEXTS.invitationUsed);
    expect(closedInvitationText({ state: 'pending' }, t)).toBeNull();
  });

  it('speaks the server\'s words where the server has them', () => {
    expect(messages['invitation.notValid']).toBe(DELIVERY_TEXTS.invitationNotFound);
    expect(t('invitation.joined', { store: 'Asha Stores' })).toBe(DELIVERY_TEXTS.joined('Asha Stores'));
    // The sign-up's checks say what web-kit's and the server's say.
    expect(messages['invitation.phoneInvalid']).toBe(PHONE_TEXT);
    expect(messages['invitation.emailInvalid']).toBe(EMAIL_TEXT);
    expect(t('invitation.passwordTooShort', { min: PASSWORD_MIN_LENGTH })).toBe(PASSWORD_MIN_LENGTH_TEXT);
    expect(messages['invitation.passwordHasEmail']).toBe(PASSWORD_HAS_EMAIL_TEXT);
  });

  it('sends to the login page with the way back to the invitation', () => {
    const login = loginTargetFor('/delivery-partners?invite=AB12cd');
    expect(login.to).toBe('/login?returnTo=%2Fdelivery-partners%3Finvite%3DAB12cd');
    expect(new URLSearchParams(login.to.split('?')[1]).get('returnTo')).toBe('/delivery-partners?invite=AB12cd');
    expect(login.state).toEqual({ returnTo: '/delivery-partners?invite=AB12cd', role: 'deliveryPartner' });
  });

  it('reads the code from ?invite=', () => {
    expect(inviteCodeOf(new URLSearchParams('invite=%20xyz%20'))).toBe('xyz');
    expect(inviteCodeOf(new URLSearchParams(''))).toBe('');
  });
});
