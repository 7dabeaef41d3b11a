import { formatIndiaDateTime } from '@haat/contracts/india-time';

/** A moment in India time, machine-readable too; '—' when there is none. */
export function TimeText({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>;
  const text = formatIndiaDateTime(value);
  return <time dateTime={value} title={`${text} IST`}>{text}</time>;
}
