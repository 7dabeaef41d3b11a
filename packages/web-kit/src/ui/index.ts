export { LoadingState, EmptyState, ErrorState } from './status-views.tsx';
export { AppUnavailable } from './app-unavailable.tsx';
export { Skeleton, SkeletonGroup } from './skeleton.tsx';
