/** A wait as the button shows it: '42 s' under a minute and a half, whole minutes (rounded up) beyond. */
export function waitText(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
