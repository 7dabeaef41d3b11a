import { describe, expect, it } from 'vitest';
import { isCheckoutReturn, loginTypeAfterSignIn, roleMismatchText } from './login-context.ts';

const account = (role: string) => ({ role }) as never;

describe('the role chosen on the login form', () => {
  it('says nothing when the choice fits the account', () => {
    expect(roleMismatchText('buyer', account('buyer'))).toBeNull();
    expect(roleMismatchText('shopkeeper', account('seller'))).toBeNull();
    expect(roleMismatchText('deliveryPartner', account('deliveryPartner'))).toBeNull();
  });

  it('tells a buyer account that picked Shopkeeper that it is signed in as a buyer', () => {
    expect(roleMismatchText('shopkeeper', account('buyer'))).toBe(
      'This is a buyer account, so you are signed in as a buyer. To sell on Haat, create a seller account.',
    );
    expect(roleMismatchText('deliveryPartner', account('buyer'))).toMatch(/^This is a buyer account, .*delivery partner account\.$/);
  });

  it('tells seller and delivery partner accounts what they were signed in as', () => {
    expect(roleMismatchText('buyer', account('seller'))).toMatch(/^This is a shopkeeper account/);
    expect(roleMismatchText('shopkeeper', account('deliveryPartner'))).toMatch(/^This is a delivery partner account/);
  });

  it('does not tell the superadmin, who has no choice of their own', () => {
    expect(roleMismatchText('buyer', account('superadmin'))).toBeNull();
  });

  it("remembers the choice only when it fits, else the account's own role", () => {
    expect(loginTypeAfterSignIn('shopkeeper', account('seller'))).toBe('shopkeeper');
    expect(loginTypeAfterSignIn('shopkeeper', account('buyer'))).toBe('buyer');
    expect(loginTypeAfterSignIn('buyer', account('seller'))).toBe('seller');
    expect(loginTypeAfterSignIn('buyer', account('deliveryPartner'))).toBe('deliveryPartner');
  });
});

describe('sign-in from checkout', () => {
  it('knows a return to /checkout, and only that', () => {
    expect(isCheckoutReturn('/checkout')).toBe(true);
    expect(isCheckoutReturn('/checkout?store=s1')).toBe(true);
    expect(isCheckoutReturn('/checkouts')).toBe(false);
    expect(isCheckoutReturn('/cart')).toBe(false);
    expect(isCheckoutReturn(null)).toBe(false);
  });
});
