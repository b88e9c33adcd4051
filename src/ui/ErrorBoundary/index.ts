export { ErrorBoundary, RetryState, type ErrorBoundaryProps, type RetryStateProps } from './ErrorBoundary';
export { DialogBoundary, type DialogBoundaryProps } from './DialogBoundary';
