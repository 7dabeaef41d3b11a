import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FAILED_REMOTE, recordRemoteFailure, type FailedRemoteModule } from './remote-failures.ts';

/**
 * A Module Federation runtime plugin: when a remote's entry or module cannot be loaded, hand back an
 * empty route list instead of throwing, so one broken remote never blanks the shell. The failure is
 * recorded for the fallback page (shell/src/routing/remote-fallback-page.tsx).
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'haat-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[haat] remote "${id}" failed to load (${lifecycle})`, error);
      recordRemoteFailure(id, error);
      const fallback: FailedRemoteModule = { [FAILED_REMOTE]: true, routes: [] };
      return fallback;
    },
  };
}
