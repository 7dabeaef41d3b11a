import { describe, expect, it } from 'vitest';
import { catalogTranslator, languageOfRequest, translateText } from './server-texts.ts';

describe('the server speaks the reader\'s language', () => {
  it('reads Accept-Language by weight, a region as its language, English by default', () => {
    expect(languageOfRequest(undefined)).toBe('en');
    expect(languageOfRequest('hi')).toBe('hi');
    expect(languageOfRequest('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOfRequest('en-IN,hi;q=0.9')).toBe('en');
    expect(languageOfRequest('fr;q=1, hi;q=0.5')).toBe('hi');
    expect(languageOfRequest('hi;q=0, ta')).toBe('en');
    expect(languageOfRequest('*')).toBe('en');
  });

  const translate = catalogTranslator({
    'Store not found': 'स्टोर नहीं मिला',
    '{name} is currently out of stock.': '{name} अभी स्टॉक में नहीं है।',
    'Time ranges overlap on {day}: {rangeText} and {rangeText_2}': '{day} को समय आपस में टकरा रहे हैं: {rangeText} और {rangeText_2}',
    'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
    'Your complaint {ticket} has been resolved.': 'आपकी शिकायत {ticket} हल हो गई है।',
    'Response: {note}': 'जवाब: {note}',
  });

  it('translates a text of the catalog, and a text with variable parts by its shape, each part in its place', () => {
    expect(translate('Store not found')).toBe('स्टोर नहीं मिला');
    expect(translate('Basmati Rice is currently out of stock.')).toBe('Basmati Rice अभी स्टॉक में नहीं है।');
    expect(translate('Time ranges overlap on Monday: 09:00–13:00 and 12:00–18:00')).toBe('Monday को समय आपस में टकरा रहे हैं: 09:00–13:00 और 12:00–18:00');
  });

  it('translates sentences joined at run time one by one', () => {
    expect(translate('Your complaint GRV-12 has been resolved. Response: Refund sent.')).toBe('आपकी शिकायत GRV-12 हल हो गई है। जवाब: Refund sent.');
  });

  it('keeps a validation text\'s field and translates the rest', () => {
    expect(translate('email: Please enter a valid email address')).toBe('email: कृपया सही ईमेल पता डालें');
  });

  it('leaves a text without a translation, and a language without a catalog, in English', () => {
    expect(translate('A text nobody translated')).toBe('A text nobody translated');
    expect(translateText('Store not found', 'ta')).toBe('Store not found');
    expect(translateText('Store not found', 'en')).toBe('Store not found');
  });
});
