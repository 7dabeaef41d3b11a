export { LoadingState, EmptyState, ErrorState } from './status-views.tsx';
