import * as contracts from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import * as copies from './contract-constants.ts';

describe('contract constants', () => {
  it('equal the values in @haat/contracts', () => {
    for (const [name, value] of Object.entries(copies)) {
      expect((contracts as Record<string, unknown>)[name], name).toEqual(value);
    }
  });
});
