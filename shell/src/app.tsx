import type { RemoteRoute } from '@haat/web-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routing/create-app-router.tsx';

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
  const [router] = useState(() => createAppRouter(remoteRoutes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
