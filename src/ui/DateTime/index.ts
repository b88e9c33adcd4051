export { DateTime, type DateTimeProps } from './DateTime';
