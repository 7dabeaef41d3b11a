import { formatDateTime } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** For withTags: a sentence's `<time></time>` shows `value` as TimeText ("Closed <time></time>"). */
export const timeTag = (value: string | null | undefined) => ({ time: () => <TimeText value={value} /> });

/** A moment in India time, machine-readable too; '—' when there is none. */
export function TimeText({ value }: { value: string | null | undefined }) {
  const t = useT(messages);
  if (!value) return <span className="muted">—</span>;
  const text = formatDateTime(value);
  return <time dateTime={value} title={t('common.timeIst', { time: text })}>{text}</time>;
}
