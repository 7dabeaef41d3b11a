/** Spec §9: requests time out after 15 s against a local backend and 30 s otherwise. */
export function requestTimeoutMs(hostname: string = globalThis.location?.hostname ?? 'localhost'): number {
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
  return local ? 15_000 : 30_000;
}
