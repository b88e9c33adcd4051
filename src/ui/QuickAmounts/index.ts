export { QuickAmounts, type QuickAmountsProps } from './QuickAmounts';
