/** A message's time as a chat shows it: '4:05 PM' today, 'Nov 21, 4:05 PM' before. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  return date.toDateString() === now.toDateString() ? time : `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}
