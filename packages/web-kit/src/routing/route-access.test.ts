import { describe, expect, it } from 'vitest';
import { rolesOf } from '../session/roles.ts';
import { decideAccess, loginPathFor, unknownPathTarget, type AccessSubject } from './route-access.ts';
import type { RouteAccess } from './remote-routes.ts';

const guest: AccessSubject = { ...rolesOf(null), signedIn: false };
const as = (role: string): AccessSubject => ({ ...rolesOf({ role } as never), signedIn: true });
const buyer = as('buyer');
const seller = as('seller');
const shopkeeper = as('shopkeeper');
const rider = as('deliveryPartner');
const admin = as('superadmin');

const table = (access: RouteAccess) => [guest, buyer, seller, shopkeeper, rider, admin].map((who) => {
  const d = decideAccess(access, who);
  return d.kind === 'redirect' ? d.to : d.kind;
});

describe('decideAccess (spec route table)', () => {
  it('sends / on by role', () => {
    expect(table('home')).toEqual(['allow', 'allow', '/dashboard', '/dashboard', '/delivery/dashboard', 'allow']);
  });
  it('keeps sellers off the public store routes', () => {
    expect(table('not-seller')).toEqual(['allow', 'allow', '/', '/', 'allow', 'allow']);
  });
  it('buyer-only routes: guests to /login, other roles to /', () => {
    expect(table('buyer')).toEqual(['login', 'allow', '/', '/', '/', '/']);
  });
  it('seller-only routes admit sellers and shopkeepers', () => {
    expect(table('seller')).toEqual(['login', '/', 'allow', 'allow', '/', '/']);
  });
  it('delivery-partner-only routes', () => {
    expect(table('delivery-partner')).toEqual(['login', '/', '/', '/', 'allow', '/']);
  });
  it('the admin console is the superadmin\'s only', () => {
    expect(table('superadmin')).toEqual(['login', '/', '/', '/', '/', 'allow']);
  });
  it('/profile is for any signed-in user; open pages for everyone', () => {
    expect(table('signed-in')).toEqual(['login', 'allow', 'allow', 'allow', 'allow', 'allow']);
    expect(table('open')).toEqual(['allow', 'allow', 'allow', 'allow', 'allow', 'allow']);
  });
  it('the orders list shows guests a login prompt but sends other roles home', () => {
    expect(table('buyer-or-guest')).toEqual(['allow', 'allow', '/', '/', '/', '/']);
  });
});

describe('unknown paths and the way back', () => {
  it('sends sellers to /dashboard and others to /', () => {
    expect(unknownPathTarget(seller)).toBe('/dashboard');
    expect(unknownPathTarget(rider)).toBe('/');
    expect(unknownPathTarget(guest)).toBe('/');
  });
  it('carries the return path to /login', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/login?returnTo=%2Forders%3Fpage%3D2');
  });
});
