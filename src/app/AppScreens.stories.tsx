import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GuestLayout } from './GuestLayout';
import { MemberLayout } from './MemberLayout';
import { NotFound } from './NotFound';
import { PlaceholderPage } from './PlaceholderPage';
import { Terminated } from './Terminated';

/** Stories render screens inside an in-memory router so links and redirects stay in the canvas. */
function AtPath({ path, children, onHistory }: { path: string; children: ReactNode; onHistory?: (paths: string[]) => void }) {
  const location = memoryLocation({ path, record: true });
  if (onHistory) onHistory(location.history ?? []);
  return <Router hook={location.hook}>{children}</Router>;
}

const meta = {
  title: 'App/Shell',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestShell: Story = {
  render: () => (
    <AtPath path="/login">
      <GuestLayout>
        <PlaceholderPage titleKey="page.login" />
      </GuestLayout>
    </AtPath>
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
  render: () => (
    <AtPath path="/user/home">
      <MemberLayout>
        <PlaceholderPage titleKey="page.home" />
      </MemberLayout>
    </AtPath>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('หน้าแรก');
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/user/home');
    await expect(canvas.getByRole('button', { name: 'ออกจากระบบ' })).toBeEnabled();
  },
};

export const PageNotFound: Story = {
  globals: { locale: 'en' },
  render: () => (
    <AtPath path="/nope">
      <NotFound />
    </AtPath>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const ServiceTerminated: Story = {
  render: () => (
    <AtPath path="/terminated">
      <Terminated />
    </AtPath>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('ไม่สามารถให้บริการได้');
    await expect(document.title).toBe('ไม่พบหน้าที่ต้องการ (Page not found)');
  },
};
