import { googleRedirectUrl, randomUuid } from '@haat/web-kit';
import { loadScript } from '@haat/web-kit/load-script';

/** The bits of Google Identity Services used here (https://accounts.google.com/gsi/client). */
type PromptMoment = { isNotDisplayed?: () => boolean };
type GoogleIdentity = {
  initialize: (options: { client_id: string; callback: (reply: { credential?: string }) => void; ux_mode?: 'popup' }) => void;
  prompt: (listener?: (moment: PromptMoment) => void) => void;
};
declare global {
  interface Window { google?: { accounts?: { id?: GoogleIdentity } } }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once, on first use: visitors who never click the button never fetch it. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gisLoading ??= loadScript(GIS_SRC).then(
    () => {
      const identity = window.google?.accounts?.id;
      if (!identity) throw new Error('Google sign-in did not start');
      return identity;
    },
    () => { throw new Error('Google sign-in could not be loaded'); },
  ).catch((error: unknown) => {
    gisLoading = null; // let a later click try again
    throw error;
  });
  return gisLoading;
}

/** Google's full-page sign-in; it comes back to /oauth-callback with the ID token in the hash. */
function redirectToGoogle(clientId: string): void {
  window.location.assign(googleRedirectUrl({ clientId, origin: window.location.origin, nonce: randomUuid() }));
}

/**
 * Starts Google sign-in: Google's own prompt, which hands the ID token to `onCredential`; where the
 * prompt cannot show (blocked, cooling down, script unreachable) the full-page sign-in instead.
 */
export async function startGoogleSignIn(clientId: string, onCredential: (credential: string) => void): Promise<void> {
  let identity: GoogleIdentity;
  try {
    identity = await loadGoogleIdentity();
  } catch {
    redirectToGoogle(clientId);
    return;
  }
  identity.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: ({ credential }) => {
      if (credential) onCredential(credential);
    },
  });
  identity.prompt((moment) => {
    if (moment.isNotDisplayed?.()) redirectToGoogle(clientId);
  });
}
