import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import { NotifyHost } from '../features/notify/NotifyHost';
import { HostBackButton, PlatformProvider, type Platform } from '../platform';
import { RequireAuth, SiteActiveCheck } from './guards';
import { i18next, loadMemberTexts } from './i18n';
import { GuestLayout } from './GuestLayout';
import { NotFound } from './NotFound';
import { Terminated } from './Terminated';
import { guestRoutes, memberRoutes, redirects, type ScreenRoute } from './routes';

// The member shell loads with the first member screen, not with /login (DESIGN.md §7 budget).
const MemberLayout = lazy(async () => {
  const [module] = await Promise.all([import('./MemberLayout'), loadMemberTexts()]);
  return { default: module.MemberLayout };
});

const screen = ({ screen: Screen, path }: ScreenRoute): ReactNode => {
  const page = (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
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
            <Suspense fallback={null}>
              <MemberLayout>{screen(route)}</MemberLayout>
            </Suspense>
          </RequireAuth>
        </Route>
      ))}
      <Route path="/terminated">
        <Terminated />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

export function App({ platform, ssrPath }: { platform: Platform; ssrPath?: string }) {
  return (
    <I18nextProvider i18n={i18next}>
      <PlatformProvider platform={platform}>
        <Router ssrPath={ssrPath}>
          <HostBackButton />
          <AppRoutes />
          <NotifyHost />
        </Router>
      </PlatformProvider>
    </I18nextProvider>
  );
}
