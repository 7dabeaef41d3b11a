import type { Language } from '@haat/web-kit';

/** Languages written in Devanagari: their pages use Noto Sans Devanagari, which no English page downloads. */
const DEVANAGARI = new Set(['hi', 'mr', 'ne', 'sa', 'kok', 'mai']);

let devanagariLoading: Promise<unknown> | null = null;

/** Loads the font a language's script needs, once; the stylesheet's unicode-range keeps Latin text on the system font. */
export function loadScriptFontFor(language: Language): void {
  if (DEVANAGARI.has(language)) devanagariLoading ??= import('./devanagari-font.css');
}
