import { describe, expect, it } from 'vitest';
import { confirmationIds, confirmationPath } from './confirmation-ids.ts';

describe('confirmation address', () => {
  it('names the first order in the path and all of them in ?orders= when there are several', () => {
    expect(confirmationPath(['a1'])).toBe('/order-confirmation/a1');
    expect(confirmationPath(['a1', 'b2', 'c3'])).toBe('/order-confirmation/a1?orders=a1,b2,c3');
  });

  it('reads the orders back, path id first, without repeats or malformed ids', () => {
    expect(confirmationIds('a1', null)).toEqual(['a1']);
    expect(confirmationIds('a1', 'a1,b2,c3')).toEqual(['a1', 'b2', 'c3']);
    expect(confirmationIds('a1', 'b2,,<script>,b2, c3 ')).toEqual(['a1', 'b2', 'c3']);
  });
});
