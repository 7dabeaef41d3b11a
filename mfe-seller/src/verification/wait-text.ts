import { translate } from '../i18n.ts';
import messages from './messages.json';

/** A wait as the button shows it: '42 s' under a minute and a half, whole minutes (rounded up) beyond. */
export function waitText(seconds: number): string {
  return seconds < 90
    ? translate(messages, 'verification.waitSeconds', { seconds })
    : translate(messages, 'verification.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}
