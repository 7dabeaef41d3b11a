import type { RemoteRoute } from '@haat/web-kit';
import { Navigate } from 'react-router';

/** The delivery partner remote's routes (delivery partners only). */
export const routes: RemoteRoute[] = [
  { path: '/delivery', access: 'delivery-partner', element: <Navigate to="/delivery/dashboard" replace /> },
  {
    path: '/delivery/dashboard',
    access: 'delivery-partner',
    lazy: () => import('./pages/delivery-dashboard-page.tsx').then((m) => ({ Component: m.DeliveryDashboardPage })),
  },
];
