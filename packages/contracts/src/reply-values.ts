/**
 * Field readers for values that are one of a set or not there yet. Apart from reply-fields.ts, which
 * every page's first files carry: only the screens that read statuses and dates (complaints, the
 * admin console) bring these.
 */
import { readText } from './reply-fields.ts';

/** A string, trimmed; null when it is not a string or only whitespace (a date not reached yet, a field not set). */
export const readTextOrNull = (value: unknown): string | null => readText(value) || null;

/** `value` when it is one of `known` (a status, a type), else `fallback`. */
export const readOneOf = <T extends string, F>(known: readonly T[], value: unknown, fallback: F): T | F =>
  (known as readonly unknown[]).includes(value) ? (value as T) : fallback;
