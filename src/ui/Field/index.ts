export { Field, splitFieldProps, type FieldProps, type FieldControlProps } from './Field';
