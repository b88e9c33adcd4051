export { Select, type SelectProps, type SelectOption } from './Select';
