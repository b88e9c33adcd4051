import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import { NotifyHost } from '../features/notify/NotifyHost';
import { lazyWithRetry } from '../lib/lazyWithRetry';
import { HostBackButton, PlatformProvider, type Platform } from '../platform';
import { ErrorBoundary, RetryState } from '../ui/ErrorBoundary';
import { BootShellDone } from './boot-shell';
import { RequireAuth, SiteActiveCheck } from './guards';
import { i18next, loadMemberTexts, withTexts } from './i18n';
import { GuestLayout } from './GuestLayout';
import { ScreenLoading } from './ScreenLoading';
import { StatusBanners } from './OfflineBanner';
import { guestRoutes, memberRoutes, redirects, type ScreenRoute } from './routes';

// The member shell loads with the first member screen, not with /login (DESIGN.md §7 budget).
const MemberLayout = lazyWithRetry(async () => {
  const [module] = await Promise.all([import('./MemberLayout'), loadMemberTexts()]);
  return { default: module.MemberLayout };
});

// The status pages are a server's answer away (an unknown path, a `gone` reply), never /login's.
const NotFound = lazyWithRetry(() => withTexts(import('./NotFound'), 'pages'));
const Terminated = lazyWithRetry(() => withTexts(import('./Terminated'), 'pages'));

// Route and app level boundaries (DESIGN.md §3): a screen that cannot load shows "no connection —
// retry" in its place, with the menus around it still working.
const retryScreen = (retry: () => void) => (
  <>
    <RetryState layout="screen" onRetry={retry} />
    <BootShellDone />
  </>
);

/**
 * A route's screen, its retry state and the boot frame's end. A guest screen waits for its code
 * under a spinner (under the prerendered frame at a launch; alone after a sign-up or a menu tap);
 * a member screen under the member shell's own (MemberLayout), so it is not wrapped here.
 */
const screen = ({ screen: Screen, path }: ScreenRoute, waiting: 'here' | 'in-layout' = 'here'): ReactNode => {
  const content = (
    <>
      <Screen />
      <BootShellDone />
    </>
  );
  const page = (
    <ErrorBoundary resetKey={path} fallback={retryScreen}>
      {waiting === 'here' ? <Suspense fallback={<ScreenLoading />}>{content}</Suspense> : content}
    </ErrorBoundary>
  );
  return path === '/login' ? <SiteActiveCheck>{page}</SiteActiveCheck> : page;
};

/** The route table of spec §2 (history mode, base /), its guards and layouts. */
export function AppRoutes() {
  return (
    <Switch>
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from}>
          {from.startsWith('/user') ? (
            <RequireAuth>
              <Redirect to={to} replace />
            </RequireAuth>
          ) : (
            <Redirect to={to} replace />
          )}
        </Route>
      ))}
      {guestRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuestLayout>{screen(route)}</GuestLayout>
        </Route>
      ))}
      {memberRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RequireAuth>
            <ErrorBoundary fallback={retryScreen}>
              <Suspense fallback={null}>
                <MemberLayout>{screen(route, 'in-layout')}</MemberLayout>
              </Suspense>
            </ErrorBoundary>
          </RequireAuth>
        </Route>
      ))}
      <Route path="/terminated">
        <Suspense fallback={null}>
          <Terminated />
          <BootShellDone />
        </Suspense>
      </Route>
      <Route>
        <Suspense fallback={null}>
          <NotFound />
          <BootShellDone />
        </Suspense>
      </Route>
    </Switch>
  );
}

export function App({ platform, ssrPath }: { platform: Platform; ssrPath?: string }) {
  return (
    <I18nextProvider i18n={i18next}>
      <PlatformProvider platform={platform}>
        <Router ssrPath={ssrPath}>
          <StatusBanners />
          <HostBackButton />
          <ErrorBoundary fallback={retryScreen}>
            <AppRoutes />
          </ErrorBoundary>
          <NotifyHost />
        </Router>
      </PlatformProvider>
    </I18nextProvider>
  );
}
