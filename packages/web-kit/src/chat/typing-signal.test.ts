import { describe, expect, it } from 'vitest';
import { createTypingSignal } from './typing-signal.ts';

describe('createTypingSignal', () => {
  it('sends true when typing starts, again at most every 2 s, and false once when the text is cleared', () => {
    const sent: boolean[] = [];
    let clock = 0;
    const signal = createTypingSignal((isTyping) => sent.push(isTyping), () => clock);
    signal.input('H');
    clock = 500; signal.input('He');
    clock = 1999; signal.input('Hel');
    expect(sent).toEqual([true]);
    clock = 2000; signal.input('Hell');
    expect(sent).toEqual([true, true]);
    clock = 2100; signal.input('  ');
    signal.input('');
    expect(sent).toEqual([true, true, false]);
    clock = 2200; signal.input('x');
    expect(sent).toEqual([true, true, false, true]);
  });

  it('stop (a send) says false only while typing', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((isTyping) => sent.push(isTyping), () => 0);
    signal.stop();
    signal.input('Hi');
    signal.stop();
    signal.stop();
    expect(sent).toEqual([true, false]);
  });
});
