import type { RemoteRoute } from '@haat/web-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routing/app-routes.tsx';
import { AddressErrorBoundary } from './routing/page-error-boundary.tsx';

/**
 * The app root: one QueryClient for the page (react-query is a shared singleton, so remotes' queries
 * live in it too) and the router composed from the shell's and the remotes' routes.
 */
export function App({ remoteRoutes }: { remoteRoutes: RemoteRoute[] }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // The API client already retries per the spec's policy; a second layer would multiply waits.
        defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/* Without transitions: the page shown always matches the address bar. In a transition the URL
          changes at once while the old page stays until the new one's code arrives, and the bar's
          menus, opened meanwhile, close when it does. */}
      <BrowserRouter useTransitions={false}>
        {/* Catches what the layout itself throws; a page's errors are caught inside the layout. */}
        <AddressErrorBoundary>
          <AppRoutes remoteRoutes={remoteRoutes} />
        </AddressErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
