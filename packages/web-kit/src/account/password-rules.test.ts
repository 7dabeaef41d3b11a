import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules.ts';

describe('newPasswordProblem', () => {
  it('asks for at least 6 characters, then for matching passwords', () => {
    expect(newPasswordProblem('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('123456', '123457')).toBe('Passwords do not match');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});
