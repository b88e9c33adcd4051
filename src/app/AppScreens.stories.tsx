import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../.storybook/t';
import { lazy } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { walletSnapshot } from '../../.storybook/fixtures';
import { storyRouter } from '../../.storybook/router';
import LoginPage from '../features/auth/LoginPage';
import ContactPage from '../features/help/ContactPage';
import HomePage from '../features/home/HomePage';
import { resetWallet } from '../features/wallet/store';
import { GuestLayout } from './GuestLayout';
import { MemberLayout } from './MemberLayout';
import { NotFound } from './NotFound';
import { Terminated } from './Terminated';

const meta = {
  title: 'App/Shell',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docsFrame: 844 },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest shell around the real login screen, as /login shows it. */
export const GuestShell: Story = {
  decorators: [storyRouter('/login').decorator],
  render: () => (
    <GuestLayout>
      <LoginPage />
    </GuestLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation');
    await expect(within(menu).getAllByRole('link')).toHaveLength(4);
    await expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('combobox')).toHaveValue('th');
    await expect(canvas.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled();
  },
};

/** The real home's wallet (a fixture) and no wheel; the agreement already accepted. */
const homeData = [
  http.get('/api/wallet', () => HttpResponse.json(walletSnapshot())),
  http.get('/api/spinwheel/active', () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 })),
];
/** The member shell around the real home screen. */
const memberHome = () => (
  <MemberLayout>
    <HomePage />
  </MemberLayout>
);
const signedInHome = () => {
  resetWallet();
  window.localStorage.setItem('remember-agreement', 'story');
};

/** The member shell around the real home screen (its wallet from a fixture), as /user/home shows it. */
export const MemberShell: Story = {
  decorators: [storyRouter('/user/home').decorator],
  parameters: { msw: homeData },
  beforeEach: signedInHome,
  render: memberHome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('หน้าแรก');
    // The real home, not a stand-in: the wallet's balance and the menu tiles are there.
    await expect(await canvas.findByText('Somchai Jaidee')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'เมนูกระเป๋าเงิน' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/user/home',
    );
    await expect(canvas.getByRole('button', { name: 'ออกจากระบบ' })).toBeEnabled();
  },
};

const logoutRouter = storyRouter('/user/home');

/**
 * Logout asks first (a stray tap beside the language menu would sign the player out, and inside
 * Telegram or LINE send them back to the host to get in again): Cancel stays, focus back on the
 * icon; Log out ends the session and goes to /login.
 */
export const LogoutAsksFirst: Story = {
  decorators: [logoutRouter.decorator],
  parameters: { msw: [...homeData, http.post('/api/logout', () => HttpResponse.json({ message: 'OK' }))] },
  beforeEach: () => {
    signedInHome();
    window.localStorage.setItem('token', 'story-token');
  },
  render: memberHome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const logout = canvas.getByRole('button', { name: t('nav.logout') });
    await userEvent.click(logout);
    const question = await page.findByRole('alertdialog', { name: t('signOut.title') });
    await expect(question).toHaveTextContent(t('signOut.message'));
    await userEvent.click(within(question).getByRole('button', { name: t('ui.common.cancel') }));
    await waitFor(() => expect(logout).toHaveFocus());
    await expect(window.localStorage.getItem('token')).toBe('story-token');
    await expect(logoutRouter.history().at(-1)).toBe('/user/home');

    await userEvent.click(logout);
    const again = await page.findByRole('alertdialog', { name: t('signOut.title') });
    await userEvent.click(within(again).getByRole('button', { name: t('nav.logout') }));
    await waitFor(() => expect(logoutRouter.history().at(-1)).toBe('/login'));
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/**
 * A menu tap that changes the screen takes focus to the new screen's heading: a screen reader says
 * where the player is, and Tab goes on from there, not from the menu.
 */
export const MenuMovesFocusToTheScreen: Story = {
  decorators: [storyRouter('/user/home').decorator],
  parameters: { msw: [...homeData, http.get('/api/lookup/contact', () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 }))] },
  beforeEach: signedInHome,
  render: () => (
    <MemberLayout>
      <Switch>
        <Route path="/user/home">
          <HomePage />
        </Route>
        <Route path="/user/contact">
          <ContactPage />
        </Route>
      </Switch>
    </MemberLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = within(canvas.getByRole('navigation')).getByRole('link', { name: t('nav.contact') });
    contact.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: t('contact.title') });
    await waitFor(() => expect(heading).toHaveFocus());
    // Only read out: the heading draws no focus ring.
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
  },
};

// A screen whose code never arrives (a very slow network).
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

/** While a screen's code is on its way the shell says so: a spinner where the screen will be, not an empty page. */
export const MemberShellWhileAScreenLoads: Story = {
  decorators: [storyRouter('/user/statement').decorator],
  render: () => (
    <MemberLayout>
      <NeverLoads />
    </MemberLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent(t('ui.common.loading')));
    await expect(within(main).getByTestId('loader-indicator')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

export const PageNotFound: Story = {
  decorators: [storyRouter('/nope').decorator],
  render: () => <NotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('notFound.title'));
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const ServiceTerminated: Story = {
  decorators: [storyRouter('/terminated').decorator],
  render: () => <Terminated />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('ไม่สามารถให้บริการได้');
    await expect(document.title).toBe('ไม่พบหน้าที่ต้องการ (Page not found)');
  },
};
