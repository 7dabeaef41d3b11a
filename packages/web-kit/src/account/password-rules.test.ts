import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordEmailProblem } from './password-rules.ts';

describe('newPasswordProblem', () => {
  it('asks for at least 6 characters, then for matching passwords', () => {
    expect(newPasswordProblem('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('123456', '123457')).toBe('Passwords do not match');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });

  it('refuses, before sending, a password holding the account\'s e-mail or its local part (the server\'s rule and text)', () => {
    const text = 'Password must not contain your email address or the part before the @';
    expect(newPasswordProblem('Asha.Patel@Example.in', 'Asha.Patel@Example.in', 'asha.patel@example.in')).toBe(text);
    expect(newPasswordProblem('ASHA.PATEL-2024', 'x', 'asha.patel@example.in')).toBe(text);
    expect(newPasswordProblem('mango-lassi-3', 'mango-lassi-3', 'asha.patel@example.in')).toBeNull();
    expect(newPasswordProblem('asha.patel1', 'asha.patel1')).toBeNull(); // the reset form does not know the address: the server says it
    expect(passwordEmailProblem('ravi1234', 'ravi@example.in')).toBe(text);
    expect(passwordEmailProblem('ravi1234', '')).toBeNull();
  });
});
