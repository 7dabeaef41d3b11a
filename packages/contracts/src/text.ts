import { z } from 'zod';

/**
 * Every text a client sends goes through one of these two builders: trimmed, capped, and free of
 * control characters. Postgres refuses NUL in text (a 500 if it got that far), and the other C0
 * controls and DEL are invisible: they would let one name look like another, or break a log line.
 */

/** C0 controls (U+0000–U+001F) and DEL (U+007F). */
const isControl = (code: number): boolean => code <= 0x1f || code === 0x7f;
const TAB = 0x09;
const LINE_FEED = 0x0a;

/** Whether `text` holds a control character; multi-line text may hold tabs and line feeds. */
function hasControl(text: string, { multiline }: { multiline: boolean }): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(multiline && (code === TAB || code === LINE_FEED))) return true;
  }
  return false;
}

export const notAllowedCharactersText = (label: string): string => `${label} contains characters that are not allowed`;
export const tooLongText = (label: string, max: number): string => `${label} must be at most ${max} characters`;

type TextOptions = {
  /** The most characters after trimming. */
  max: number;
  /** What the field is called in messages, e.g. 'Store name'. */
  label: string;
  /** The message when longer than `max` (default '{label} must be at most {max} characters'). */
  tooLong?: string;
  /** The message when the value is missing or not a string. */
  required?: string;
};

const trimmed = (required: string | undefined) => z.string(required === undefined ? undefined : { error: required }).trim();

/**
 * One line of text (names, cities, titles, search words): no control characters at all. Checked
 * after trimming, so a stray line break at either end is dropped rather than refused.
 */
export function plainText({ max, label, tooLong, required }: TextOptions) {
  return trimmed(required)
    .max(max, tooLong ?? tooLongText(label, max))
    .refine((value) => !hasControl(value, { multiline: false }), notAllowedCharactersText(label));
}

/**
 * Text that may run over several lines (descriptions, comments, reasons, street addresses): tabs
 * and line breaks stay (CRLF and CR become LF), every other control character is refused.
 */
export function multilineText({ max, label, tooLong, required }: TextOptions) {
  return trimmed(required)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .max(max, tooLong ?? tooLongText(label, max))
    .refine((value) => !hasControl(value, { multiline: true }), notAllowedCharactersText(label));
}

/** RFC 5321: a forward path holds at most 256 octets, so an address at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
