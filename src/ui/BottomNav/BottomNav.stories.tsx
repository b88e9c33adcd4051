import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { linesOf, narrowPhone } from '../../../.storybook/layout';
import { t } from '../../../.storybook/t';
import { BottomNav, type BottomNavItem, type BottomNavProps } from './BottomNav';

const onConditions = fn();

/** Builds the items the way the layouts do: labels from i18n, active from the location. */
function Nav({ variant = 'guest', ...rest }: Partial<BottomNavProps> & { start?: string }) {
  const { t } = useTranslation();
  const [path, setPath] = useState(rest.start ?? (variant === 'guest' ? '/login' : '/user/home'));
  const link = (id: string, href: string, icon: BottomNavItem['icon'], label: string, prominent = false): BottomNavItem => ({
    id,
    href,
    icon,
    label,
    prominent,
    active: path === href,
    onClick: (event) => {
      event.preventDefault();
      setPath(href);
    },
  });
  const items: BottomNavItem[] =
    variant === 'guest'
      ? [
          link('home', '/login', 'home', t('nav.home')),
          link('register', '/register', 'user', t('nav.register')),
          link('howto', '/howto', 'help', t('nav.howto')),
          link('contact', '/contact', 'chat', t('nav.contact')),
        ]
      : [
          link('profile', '/user/profile', 'user', t('nav.profile')),
          { id: 'conditions', icon: 'list', label: t('nav.conditions'), onClick: onConditions },
          link('home', '/user/home', 'home', t('nav.home'), true),
          link('statement', '/user/statement', 'wallet', t('nav.statement')),
          link('contact', '/user/contact', 'chat', t('nav.contact')),
        ];
  return (
    <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', minHeight: 240 }}>
      <p style={{ padding: 24, margin: 0 }}>{path}</p>
      <BottomNav
        {...rest}
        variant={variant}
        items={rest.items ?? items}
        label={variant === 'guest' ? t('nav.guestMenu') : t('nav.memberMenu')}
      />
    </div>
  );
}

const meta = {
  title: 'UI/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  // Modal, fixed or top-layer content: each story gets its own frame on the docs page.
  parameters: { docsFrame: 300 },
  args: { items: [], label: 'เมนู', variant: 'guest', fixed: true },
  argTypes: { variant: { control: 'inline-radio', options: ['guest', 'member'] }, items: { control: false } },
  render: ({ items: _items, ...args }) => <Nav {...args} />,
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guest menu: home, register, how-to, contact. The tapped item becomes the current page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' });
    const home = within(nav).getByRole('link', { name: 'หน้าแรก' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    const register = within(nav).getByRole('link', { name: 'สมัครสมาชิก' });
    await userEvent.click(register);
    await expect(register).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current');
  },
};

/** Member menu with the large centre home button; conditions is an action, not a link. */
export const Member: Story = {
  args: { variant: 'member' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const home = within(nav).getByRole('link', { name: 'หน้าแรก' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.getBoundingClientRect().width).toBeGreaterThanOrEqual(56);
    // The centre label is on the others' line, at their size, and clear of its raised button.
    const labels = [...nav.querySelectorAll('li')].map((cell) => [...cell.querySelectorAll('span')].filter((span) => span.textContent && !span.children.length).at(-1)!);
    const bottoms = labels.map((label) => Math.round(label.getBoundingClientRect().bottom));
    await expect(new Set(bottoms).size).toBe(1);
    await expect(new Set(labels.map((label) => getComputedStyle(label).fontSize)).size).toBe(1);
    const centre = labels[Math.floor(labels.length / 2)]!;
    await expect(centre.getBoundingClientRect().top).toBeGreaterThanOrEqual(home.getBoundingClientRect().bottom);
    await userEvent.click(within(nav).getByRole('button', { name: 'เงื่อนไข' }));
    await expect(onConditions).toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.statement') }));
    await expect(home).not.toHaveAttribute('aria-current');
  },
};

/** A long page: a control reached with Tab near the bottom is scrolled clear of the fixed menu, not under it. */
export const FocusStaysAboveTheMenu: Story = {
  render: ({ items: _items, ...args }) => (
    <>
      {/* The control starts just above the screen's bottom edge, under where the menu is drawn. */}
      <div style={{ height: 'calc(100vh - 48px)' }} />
      <button type="button">{t('common.retry')}</button>
      <div style={{ height: '150vh' }} />
      <Nav {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('button', { name: t('common.retry') });
    for (let i = 0; i < 5 && document.activeElement !== target; i += 1) await userEvent.tab();
    await expect(target).toHaveFocus();
    const menu = canvas.getByRole('navigation').getBoundingClientRect();
    await expect(target.getBoundingClientRect().bottom).toBeLessThanOrEqual(menu.top);
  },
};

export const MemberOnStatement: Story = {
  args: { variant: 'member' },
  render: (args) => <Nav {...args} start="/user/statement" />,
};

export const GuestLao: Story = { globals: { locale: 'la' } };

export const MemberLao: Story = { args: { variant: 'member' }, globals: { locale: 'la' } };

export const MemberEnglish: Story = { args: { variant: 'member' }, globals: { locale: 'en' } };

/** On a 320-wide phone every member label keeps to one line, in each language (the statement's once took two). */
export const MemberLabelsOnOneLineNarrow: Story = {
  args: { variant: 'member', fixed: false },
  decorators: [narrowPhone],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await document.fonts.ready;
    for (const key of ['nav.profile', 'nav.conditions', 'nav.home', 'nav.statement', 'nav.contact']) {
      await expect({ key, lines: linesOf(nav, t(key)) }).toEqual({ key, lines: 1 });
    }
  },
};
export const MemberLabelsOnOneLineNarrowLao: Story = { ...MemberLabelsOnOneLineNarrow, globals: { locale: 'la' } };
export const MemberLabelsOnOneLineNarrowEnglish: Story = { ...MemberLabelsOnOneLineNarrow, globals: { locale: 'en' } };
