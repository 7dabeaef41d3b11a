import { describe, expect, it } from 'vitest';
import { homePathFor } from './roles.ts';

const landing = (role: string) => homePathFor({ role } as never);

describe('where a user lands after signing in', () => {
  it('sends each role to its own start page, the superadmin to the admin console', () => {
    expect(['buyer', 'seller', 'shopkeeper', 'deliveryPartner', 'superadmin'].map(landing)).toEqual(['/', '/dashboard', '/dashboard', '/delivery/dashboard', '/admin']);
    expect(homePathFor(null)).toBe('/');
  });
});
