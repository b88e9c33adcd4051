export { FileDrop, acceptsFile, type FileDropProps } from './FileDrop';
