import { formatIndiaDate, formatIndiaDateTime, formatIndiaMonthDay, formatIndiaTime } from '@haat/contracts/india-time';
import { SOURCE_LANGUAGE, RTL_MARKER, intlLocaleOf, type Language } from './languages.ts';
import { currentLanguage } from './language-store.ts';

type Moment = string | number | Date | null | undefined;

const INDIA_ZONE = 'Asia/Kolkata';
const writesEnglish = (language: Language) => language === SOURCE_LANGUAGE || language === RTL_MARKER;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and shape: the first costs a phone a long task, the next ones nothing. */
type Shape = 'date' | 'dateTime' | 'time' | 'monthDay';

function formatterFor(language: Language, shape: Shape): Intl.DateTimeFormat {
  const key = `${language}:${shape}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const date = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    const time = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
    const options = shape === 'date' ? date : shape === 'time' ? time : shape === 'monthDay' ? { day: 'numeric', month: 'long' } as const : { ...date, ...time };
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), { ...options, timeZone: INDIA_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

function inLanguage(value: Moment, shape: Shape, english: (value: Moment) => string): string {
  const language = currentLanguage();
  if (writesEnglish(language)) return english(value);
  if (value == null || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(language, shape).format(date);
}

/** "Dec 7, 2026" in English (the spec's form), "7 दिसंबर 2026" in Hindi; India's date either way. */
export const formatDate = (value: Moment): string => inLanguage(value, 'date', formatIndiaDate);

/** "Dec 7, 2026, 4:05 PM" in English, "7 दिसंबर 2026 को 4:05 pm बजे" in Hindi (as ICU writes it). */
export const formatDateTime = (value: Moment): string => inLanguage(value, 'dateTime', formatIndiaDateTime);

/** "4:05 PM" in English, "4:05 pm" in Hindi. */
export const formatTime = (value: Moment): string => inLanguage(value, 'time', formatIndiaTime);

/** "Dec 7" in English, "7 दिसंबर" in Hindi: a day of this year. */
export const formatMonthDay = (value: Moment): string => inLanguage(value, 'monthDay', formatIndiaMonthDay);
