/** Google Maps' search page for a place, from its parts (blank ones left out). */
export function mapsSearchUrl(parts: readonly (string | null | undefined)[]): string {
  const query = parts.map((part) => part?.trim()).filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
