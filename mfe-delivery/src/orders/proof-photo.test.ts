import { describe, expect, it } from 'vitest';
import { fitWithin } from './proof-photo.ts';

describe('the proof photo', () => {
  it('is made to fit the box, keeping its shape, and never enlarged', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(0, 0, 1600)).toEqual({ width: 1, height: 1 });
  });
});
