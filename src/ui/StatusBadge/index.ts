export { StatusBadge, outcomeOf, outcomeTone, type Outcome, type StatusBadgeProps, type StatusTone } from './StatusBadge';
