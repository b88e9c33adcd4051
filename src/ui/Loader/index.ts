export { Loader, LOADER_DELAY_MS, type LoaderProps } from './Loader';
