export { EmptyState, type EmptyStateProps } from './EmptyState';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
