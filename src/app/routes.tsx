import type { ComponentType } from 'react';
import { lazyWithRetry as lazy } from '../lib/lazyWithRetry';
import { withTexts } from './i18n';

/**
 * The route table of spec §2, as data: App renders it, tests read it. Every feature screen is
 * lazy-loaded so the first load of /login carries only what /login needs (DESIGN.md §7).
 */
export type Access = 'guest' | 'member';

export interface ScreenRoute {
  path: string;
  access: Access;
  /** Loaded on first use, retried when the download fails (lib/lazyWithRetry). */
  screen: ComponentType;
}

const contactScreen = lazy(() => withTexts(import('./ContactScreen'), 'pages'));

export const guestRoutes: ScreenRoute[] = [
  { path: '/login', access: 'guest', screen: lazy(() => import('../features/auth/LoginPage')) },
  { path: '/register', access: 'guest', screen: lazy(() => withTexts(import('../features/register/RegisterPage'), 'register')) },
  { path: '/howto', access: 'guest', screen: lazy(() => withTexts(import('../features/help/HowtoPage'), 'pages')) },
  { path: '/contact', access: 'guest', screen: contactScreen },
];

export const memberRoutes: ScreenRoute[] = [
  { path: '/user/home', access: 'member', screen: lazy(() => import('./HomeScreen')) },
  { path: '/user/profile', access: 'member', screen: lazy(() => import('./ProfileScreen')) },
  { path: '/user/bonus', access: 'member', screen: lazy(() => import('../features/bonus/BonusPage')) },
  { path: '/user/statement', access: 'member', screen: lazy(() => import('../features/statement/StatementPage')) },
  { path: '/user/contact', access: 'member', screen: contactScreen },
  { path: '/user/spin', access: 'member', screen: lazy(() => import('../features/spin/SpinPage')) },
];

/** Redirects of spec §2: `/` belongs to the public group and goes to /user, which goes home. */
export const redirects: Array<{ from: string; to: string }> = [
  { from: '/', to: '/user' },
  { from: '/user', to: '/user/home' },
];
