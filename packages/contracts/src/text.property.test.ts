import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multilineText, notAllowedCharactersText, plainText } from './text.ts';

/** Property tests of the text rules every body and query shares (issue item 4, hostile input). */
const MAX = 40;
const single = plainText({ label: 'Name', max: MAX });
const multi = multilineText({ label: 'Comment', max: MAX });

const codeUnit = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCharCode(c));
/** Every C0 control and DEL. */
const anyControl = fc.oneof(codeUnit(0x00, 0x1f), fc.constant('\u007f'));
/** The controls multi-line text refuses: all but tab, line feed and carriage return (a line break). */
const refusedInMultiline = anyControl.filter((ch) => !['\t', '\n', '\r'].includes(ch));
/** Text of any Unicode (astral characters and lone surrogates included), with no control character. */
const printable = fc.string({ unit: 'binary', maxLength: 30 }).filter((s) => ![...s].some((ch) => ch.charCodeAt(0) <= 0x1f || ch === '\u007f'));
/** Printable text that trimming leaves as it is: a control between two letters stays inside. */
const letter = fc.constantFrom('a', 'Z', 'ए', '9');
const withInside = (control: fc.Arbitrary<string>) =>
  fc.tuple(letter, printable, control, printable, letter).map((parts) => parts.join('')).filter((s) => s.length <= MAX);

describe('plainText (one line)', () => {
  it('refuses any text with a C0 control or DEL inside, tab and line feed included, naming the field', () => {
    fc.assert(fc.property(withInside(anyControl), (raw) => {
      const parsed = single.safeParse(raw);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(notAllowedCharactersText('Name'));
    }));
  });

  it('accepts any printable text up to the cap as itself, trimmed, and again unchanged', () => {
    fc.assert(fc.property(printable, fc.constantFrom('', ' ', '\t', '\n '), (text, pad) => {
      const raw = `${pad}${text}${pad}`;
      const parsed = single.safeParse(raw);
      expect(parsed.success).toBe(raw.trim().length <= MAX);
      if (!parsed.success) return;
      expect(parsed.data).toBe(raw.trim());
      expect(single.parse(parsed.data)).toBe(parsed.data);
    }));
  });

  it('refuses text longer than the cap after trimming', () => {
    fc.assert(fc.property(fc.string({ minLength: MAX + 1, maxLength: MAX * 2 }).filter((s) => s.trim().length > MAX), (raw) => {
      expect(single.safeParse(raw).success).toBe(false);
    }));
  });
});

describe('multilineText', () => {
  it('refuses any text with a C0 control other than tab and line breaks, or DEL', () => {
    fc.assert(fc.property(withInside(refusedInMultiline), (raw) => {
      const parsed = multi.safeParse(raw);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(notAllowedCharactersText('Comment'));
    }));
  });

  it('keeps tabs and line feeds, turns CRLF and CR into LF, and parses its own output unchanged', () => {
    const lines = fc.array(fc.tuple(printable, fc.constantFrom('\n', '\r\n', '\r', '\t')), { maxLength: 4 })
      .map((parts) => `x${parts.flat().join('')}x`).filter((s) => s.length <= MAX);
    fc.assert(fc.property(lines, (raw) => {
      const parsed = multi.parse(raw);
      expect(parsed).toBe(raw.replace(/\r\n?/g, '\n'));
      expect(multi.parse(parsed)).toBe(parsed);
    }));
  });
});
