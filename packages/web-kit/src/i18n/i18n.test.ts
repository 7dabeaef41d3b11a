import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from './app-i18n.ts';
import { formatDate, formatDateTime, formatMonthDay } from './dates.ts';
import { LANGUAGES, directionOf, isKnownLanguage, languageName, preferredLanguage } from './languages.ts';
import { useLanguageStore } from './language-store.ts';

const english = {
  'cart.empty': 'Your cart is empty',
  'cart.items': '{count, plural, one {# item} other {# items}}',
  'cart.hello': 'Hello {name}',
} as const;

const hindi = {
  'cart.empty': 'आपका कार्ट खाली है',
  'cart.items': '{count, plural, one {# आइटम} other {# आइटम}}',
};

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('the languages Haat speaks', () => {
  it('lists English and every catalog the build found', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(LANGUAGES).toContain('hi');
  });

  it('opens a first visit in the first of the browser\'s languages it speaks', () => {
    expect(preferredLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(preferredLanguage(['ta-IN', 'en-IN'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('knows the spec\'s right-to-left marker, and names each language in its own script', () => {
    expect(isKnownLanguage('ur')).toBe(true);
    expect(isKnownLanguage('xx')).toBe(false);
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('hi')).toBe('ltr');
    expect(languageName('hi')).toBe('हिन्दी');
    expect(languageName('en')).toBe('English');
  });
});

describe('an app\'s texts', () => {
  it('are English, with plurals and placeholders, until another language is chosen and loaded', async () => {
    let loads = 0;
    const { translate, preload } = createAppI18n(async () => {
      loads += 1;
      return { default: hindi };
    });
    expect(translate(english, 'cart.empty')).toBe('Your cart is empty');
    expect(translate(english, 'cart.items', { count: 1 })).toBe('1 item');
    expect(translate(english, 'cart.items', { count: 1200 })).toBe('1,200 items');
    expect(loads).toBe(0); // an English visitor downloads no catalog

    useLanguageStore.setState({ language: 'hi' });
    expect(translate(english, 'cart.empty')).toBe('Your cart is empty'); // not loaded yet: English, never a key
    await preload('hi');
    expect(translate(english, 'cart.empty')).toBe('आपका कार्ट खाली है');
    expect(translate(english, 'cart.items', { count: 3 })).toBe('3 आइटम');
    // A text the catalog lacks falls back to its English.
    expect(translate(english, 'cart.hello', { name: 'Priya' })).toBe('Hello Priya');
    expect(loads).toBe(1);
  });

  it('switches only when every app on the page has its catalog, and keeps the choice', async () => {
    let arrive: ((catalog: { default: typeof hindi }) => void) | undefined;
    const download = new Promise<{ default: typeof hindi }>((resolve) => {
      arrive = resolve;
    });
    const { translate } = createAppI18n(() => download);
    const switching = useLanguageStore.getState().setLanguage('hi');
    expect(useLanguageStore.getState().language).toBe('en');
    arrive?.({ default: hindi });
    await switching;
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(translate(english, 'cart.empty')).toBe('आपका कार्ट खाली है');
  });

  it('keeps the last choice when an earlier one\'s catalog arrives after it', async () => {
    let arrive: ((catalog: { default: typeof hindi }) => void) | undefined;
    createAppI18n(() => new Promise((resolve) => {
      arrive = resolve;
    }));
    const toHindi = useLanguageStore.getState().setLanguage('hi');
    await useLanguageStore.getState().setLanguage('en');
    arrive?.({ default: hindi });
    await toHindi;
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('leaves English showing when a catalog cannot be downloaded, and tries again at the next switch', async () => {
    let attempts = 0;
    const { translate, preload } = createAppI18n(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: hindi };
    });
    useLanguageStore.setState({ language: 'hi' });
    await preload('hi');
    expect(translate(english, 'cart.empty')).toBe('Your cart is empty');
    await useLanguageStore.getState().setLanguage('hi');
    expect(translate(english, 'cart.empty')).toBe('आपका कार्ट खाली है');
    expect(attempts).toBe(2);
  });
});

describe('an app that splits its catalog', () => {
  it('fetches its first screen\'s texts first, and all of them at a switch', async () => {
    const asked: string[] = [];
    const { translate, preload } = createAppI18n(async (language, part) => {
      asked.push(`${language}:${part}`);
      const texts: Record<string, string> = part === 'first' ? { 'cart.empty': hindi['cart.empty'] } : { 'cart.items': hindi['cart.items'] };
      return { default: texts };
    }, { splitCatalog: true });
    useLanguageStore.setState({ language: 'hi' });
    await preload('hi');
    expect(asked).toEqual(['hi:first']);
    expect(translate(english, 'cart.empty')).toBe('आपका कार्ट खाली है');
    expect(translate(english, 'cart.items', { count: 2 })).toBe('2 items'); // the rest is not here yet: English
    useLanguageStore.setState({ language: 'en' });
    await useLanguageStore.getState().setLanguage('hi');
    expect(asked).toEqual(['hi:first', 'hi:rest']);
    expect(translate(english, 'cart.items', { count: 2 })).toBe('2 आइटम');
  });
});

describe('dates in the language shown', () => {
  it('are the spec\'s English, and Hindi as Indians write it, India\'s day either way', () => {
    expect(formatDate('2026-12-07T10:00:00Z')).toBe('Dec 7, 2026');
    expect(formatMonthDay('2026-12-07T10:00:00Z')).toBe('Dec 7');
    useLanguageStore.setState({ language: 'hi' });
    expect(formatDate('2026-12-07T10:00:00Z')).toBe('7 दिसंबर 2026');
    // 20:00 UTC is the next day in India.
    expect(formatDate('2026-12-06T20:00:00Z')).toBe('7 दिसंबर 2026');
    expect(formatDateTime('2026-12-07T10:35:00Z')).toBe('7 दिसंबर 2026 को 4:05 pm बजे');
    expect(formatMonthDay('2026-12-07T10:00:00Z')).toBe('7 दिसंबर');
    expect(formatDate('not a date')).toBe('');
  });
});
