export { AppRoot, type AppRootProps } from './AppRoot';
