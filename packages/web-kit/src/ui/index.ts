export { LoadingState, EmptyState, ErrorState } from './status-views.tsx';
export { AppUnavailable } from './app-unavailable.tsx';
export { PrivateImage, usePrivateImage, openPrivateImage } from './private-image.tsx';
export { PasswordField } from './password-field.tsx';
export { Skeleton, SkeletonGroup } from './skeleton.tsx';
