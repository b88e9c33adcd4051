export * from './Receipt';
