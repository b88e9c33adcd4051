export { BalanceCard, BalanceCardSkeleton, type BalanceCardProps } from './BalanceCard';
