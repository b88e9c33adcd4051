export { Amount, type AmountProps } from './Amount';
