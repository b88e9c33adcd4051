export { BottomNav, type BottomNavItem, type BottomNavProps } from './BottomNav';
