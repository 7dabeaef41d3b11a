/** A link into the web app for an e-mail: `${PUBLIC_URL}${path}?token=…`. */
export function publicLink(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}
