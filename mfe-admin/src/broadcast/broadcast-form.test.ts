import { describe, expect, it } from 'vitest';
import { broadcastProblems } from './broadcast-form.ts';

describe('an admin broadcast draft', () => {
  it('needs a city, a title and a message', () => {
    expect(broadcastProblems({ city: ' ', title: '', message: '\n' })).toEqual({
      city: 'Please choose a city', title: 'Title is required', message: 'Message is required',
    });
  });

  it('goes when all three are there and within their limits', () => {
    expect(broadcastProblems({ city: 'Pune', title: 'Diwali hours', message: 'Shops close at 8 PM.' })).toEqual({});
    expect(broadcastProblems({ city: 'Pune', title: 'x'.repeat(121), message: 'ok' }).title).toMatch(/at most 120/);
  });
});
