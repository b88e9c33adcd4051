import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TabList, TabListSkeleton, TabPanel, type TabListProps } from './Tabs';

const methods = [
  { id: 'bank', label: 'โอนผ่านธนาคาร' },
  { id: 'qr-KBANK', label: 'QR KBANK' },
  { id: 'qr-WW', label: 'QR WW' },
  { id: 'qr-PAYTIMZ', label: 'QR PAYTIMZ' },
  { id: 'truewallet', label: 'ทรู⁠วอลเล็ท' },
];

/** Stories own the selection the way a feature would, with the selected tab's panel under the row. */
function WithPanel(props: TabListProps) {
  const { selected: initial, onSelect, ...rest } = props;
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <TabList
        {...rest}
        selected={selected}
        onSelect={(id) => {
          onSelect(id);
          setSelected(id);
        }}
      />
      <TabPanel idPrefix={props.idPrefix} tab={selected}>
        <p>{props.tabs.find((tab) => tab.id === selected)?.label}</p>
      </TabPanel>
    </>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: TabList,
  tags: ['autodocs'],
  args: { label: 'ช่องทางการฝาก', tabs: methods, selected: 'bank', idPrefix: 'story', onSelect: fn() },
  argTypes: { tabs: { control: false } },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithPanel {...args} />,
} satisfies Meta<typeof TabList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The narrowest phone (320 px, a 24 px gutter each side as in a sheet), where five methods do not fit. */
const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ boxSizing: 'border-box', width: 320, padding: '0 24px', outline: '1px dashed var(--color-border)' }}>
      <Story />
    </div>
  ),
];
const bleed = 'story-bleed';

/** Wide enough for every tab: nothing scrolls, nothing fades. */
export const Playground: Story = {
  args: { tabs: methods.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'ช่องทางการฝาก' });
    await expect(list).not.toHaveAttribute('data-more-before');
    await expect(list).not.toHaveAttribute('data-more-after');
  },
};

/** Arrow keys move the selection (wrapping round), Home and End go to the ends; the panel follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    // One tab stop: the selected tab.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'QR KBANK', selected: true })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('qr-KBANK');
    await expect(canvas.getByRole('tabpanel', { name: 'QR KBANK' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'ทรู⁠วอลเล็ท', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'โอนผ่านธนาคาร', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'ทรู⁠วอลเล็ท', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'โอนผ่านธนาคาร', selected: true })).toHaveFocus();
  },
};

/** Whole inside the row and clear of a faded edge (32 px on a side that hides more tabs). */
const wholeIn = (tab: HTMLElement, list: HTMLElement) => {
  const box = list.getBoundingClientRect();
  const own = tab.getBoundingClientRect();
  const fade = (side: string) => (list.hasAttribute(`data-more-${side}`) ? 32 : 0);
  return own.left >= box.left + fade('before') - 1 && own.right <= box.right - fade('after') + 1;
};

/**
 * On a 320 px phone the row runs to the screen's edges and scrolls: the side that hides tabs fades,
 * and a tab chosen from the keyboard is scrolled wholly into view (as a tapped one is).
 */
export const NarrowPhone: Story = {
  args: { className: bleed },
  decorators: [
    ...narrow,
    (Story) => (
      <>
        <style>{`.${bleed} { --tabs-bleed: 24px; }`}</style>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    // More after the last tab in view, nothing before the first.
    await waitFor(() => expect(list).toHaveAttribute('data-more-after'));
    await expect(list).not.toHaveAttribute('data-more-before');
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'ทรู⁠วอลเล็ท' });
    await waitFor(() => expect(wholeIn(last, list)).toBe(true));
    await waitFor(() => expect(list).toHaveAttribute('data-more-before'));
    await expect(list).not.toHaveAttribute('data-more-after');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(wholeIn(canvas.getByRole('tab', { name: 'QR KBANK' }), list)).toBe(true));
  },
};

/**
 * `wrap`: on a 320 px phone the five methods take more than one line, every one whole in view, nothing to
 * scroll or fade; the keyboard works as on one line.
 */
export const Wrapping: Story = {
  args: { wrap: true },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.every((tab) => wholeIn(tab, list))).toBe(true);
    await expect(list).not.toHaveAttribute('data-more-after');
    await expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size).toBeGreaterThan(1);
    tabs[0]!.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'ทรู⁠วอลเล็ท', selected: true })).toHaveFocus();
  },
};

/** Opened on a tab far along the row (e.g. the method a player used last): it is in view from the start. */
export const StartsOnAHiddenTab: Story = {
  args: { selected: 'qr-PAYTIMZ', className: bleed },
  decorators: NarrowPhone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(wholeIn(canvas.getByRole('tab', { name: 'QR PAYTIMZ' }), canvas.getByRole('tablist'))).toBe(true));
  },
};

/** Long Lao labels. */
export const LongLaoText: Story = {
  args: {
    label: 'ຊ່ອງທາງການຝາກ',
    tabs: [
      { id: 'bank', label: 'ໂອນຜ່ານທະນາຄານ' },
      { id: 'qr', label: 'ຄິວ⁠ອາ⁠ໂຄ້⁠ດ KBANK' },
      { id: 'truewallet', label: 'ທຣູ⁠ວໍ⁠ເລັດ' },
    ],
  },
  globals: { locale: 'la' },
};

/** The row's shape while the tabs load. */
export const Skeleton: Story = {
  render: () => <TabListSkeleton widths={['7rem', '6rem', '8rem']} />,
};
