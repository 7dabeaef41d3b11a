import { replyData } from '@haat/contracts/reply-fields';
import { readSessionUser } from '@haat/contracts/user-reply';
import { api, currentLanguage, isKnownLanguage, useLanguageStore, useSessionStore } from '@haat/web-kit';

/** Keeps the account's language (PUT /api/users/profile `language`) as the one the person chose. */
async function saveOnAccount(language: string): Promise<void> {
  try {
    const user = readSessionUser(replyData(await api.put<unknown>('/users/profile', { language }, { retry: false })));
    useSessionStore.getState().setUser(user);
  } catch {
    // Kept on this device (local storage) anyway; the account learns it at the next switch.
  }
}

/**
 * The language follows the person: signing in on another device shows the language their account
 * keeps, and a switch while signed in is kept on the account (so their e-mails and messages come in it
 * too). An account keeps the language it signed up in; one made before languages keeps none until
 * its owner first switches, and signing in never writes it.
 */
export function syncLanguageWithAccount(): () => void {
  let appliedFor: string | null = null;
  const stopSession = useSessionStore.subscribe(({ user }) => {
    if (!user) {
      appliedFor = null;
      return;
    }
    if (appliedFor === user.id) return;
    appliedFor = user.id;
    if (user.language && isKnownLanguage(user.language) && user.language !== currentLanguage()) void useLanguageStore.getState().setLanguage(user.language);
  });
  const stopLanguage = useLanguageStore.subscribe(({ language }, previous) => {
    const user = useSessionStore.getState().user;
    if (language !== previous.language && user && user.language !== language) void saveOnAccount(language);
  });
  return () => {
    stopSession();
    stopLanguage();
  };
}
