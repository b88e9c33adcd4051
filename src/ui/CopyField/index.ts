export { CopyField, type CopyFieldProps } from './CopyField';
