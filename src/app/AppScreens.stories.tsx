import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { storyRouter } from '../../.storybook/router';
import { GuestLayout } from './GuestLayout';
import { MemberLayout } from './MemberLayout';
import { NotFound } from './NotFound';
import { Terminated } from './Terminated';

const meta = {
  title: 'App/Shell',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for a screen: these stories test the shell around it. */
function ScreenStandIn({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <h1>{t(titleKey)}</h1>;
}

export const GuestShell: Story = {
  decorators: [storyRouter('/login').decorator],
  render: () => (
    <GuestLayout>
      <ScreenStandIn titleKey="page.login" />
    </GuestLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation');
    await expect(within(menu).getAllByRole('link')).toHaveLength(4);
    await expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('combobox')).toHaveValue('th');
  },
};

export const MemberShell: Story = {
  decorators: [storyRouter('/user/home').decorator],
  render: () => (
    <MemberLayout>
      <ScreenStandIn titleKey="page.home" />
    </MemberLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('หน้าแรก');
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/user/home',
    );
    await expect(canvas.getByRole('button', { name: 'ออกจากระบบ' })).toBeEnabled();
  },
};

export const PageNotFound: Story = {
  globals: { locale: 'en' },
  decorators: [storyRouter('/nope').decorator],
  render: () => <NotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
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
