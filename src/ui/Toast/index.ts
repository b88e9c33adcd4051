export { Toast, ToastViewport, TOAST_DURATION_MS, type ToastData, type ToastProps, type ToastViewportProps } from './Toast';
