import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BalanceCard, BalanceCardSkeleton, type BalanceCardProps } from './BalanceCard';
import { setWalletCurrency } from '../../lib/money';
import { t } from '../../../.storybook/t';

const updatedAt = new Date(2025, 0, 31, 14, 30, 5);

const meta = {
  title: 'UI/BalanceCard',
  component: BalanceCard,
  tags: ['autodocs'],
  args: {
    name: 'Somchai Jaidee',
    total: 12345.67,
    currency: '฿',
    updatedAt,
    refreshing: false,
    onRefresh: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,345.67')).toBeVisible();
    await expect(canvas.getByText(/31\/01\/2025 14:30:05/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** While refreshing the icon spins and extra presses do nothing. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A refresh that brings a new total (and a new last-update time), or one that fails (`fails`). */
function RefreshFlow({ fails = false, ...args }: BalanceCardProps & { fails?: boolean }) {
  const [refreshing, setRefreshing] = useState(false);
  const [total, setTotal] = useState(args.total);
  const [stamp, setStamp] = useState(args.updatedAt);
  return (
    <BalanceCard
      {...args}
      total={total}
      updatedAt={stamp}
      refreshing={refreshing}
      onRefresh={() => {
        args.onRefresh?.();
        setRefreshing(true);
        setTimeout(() => {
          if (!fails) {
            setTotal((value) => value + 100);
            setStamp(new Date(2025, 0, 31, 14, 35, 0));
          }
          setRefreshing(false);
        }, 300);
      }}
    />
  );
}

/** A full refresh: spinning, then the new total, which a screen reader hears too (the status line). */
export const RefreshCycle: Story = {
  render: (args) => <RefreshFlow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.balanceCard.refreshing'));
    await waitFor(() => expect(canvas.getByText('12,445.67')).toBeVisible());
    await expect(button).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('ui.balanceCard.refreshed', { total: '12,445.67 ฿' })));
  },
};

/** A refresh that brought nothing new (it failed: its own message says so) does not claim an update. */
export const RefreshFailed: Story = {
  render: (args) => <RefreshFlow {...args} fails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.balanceCard.refreshing'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByText('12,345.67')).toBeVisible();
  },
};

export const NeverUpdated: Story = { args: { updatedAt: undefined, total: 0 } };

export const LongThaiName: Story = { args: { name: 'สมชายผู้มีชื่อยาวมากเป็นพิเศษ ใจดีมีสุขตลอดกาลนานเทอญ', total: 9876543.21 } };

export const LongLaoName: Story = { args: { name: 'ສົມຊາຍຜູ້ມີຊື່ຍາວຫຼາຍເປັນພິເສດ ໃຈດີມີສຸກຕະຫຼອດການ', total: 9876543.21, currency: 'LAK' } };

/** The card as the home shows it to a kip member (issue 19.3): the unit word from `home.currency`. */
function KipCard(args: BalanceCardProps) {
  const { t } = useTranslation();
  return <BalanceCard {...args} currency={t('home.currency')} />;
}

/** A kip wallet (the Laos build, issue 19.3): whole kip grouped in the reader's locale, no decimals, "kip". */
export const InKip: Story = {
  args: { name: 'ສົມສັກ ພົມມະຈັນ', total: 1234567 },
  beforeEach: () => {
    setWalletCurrency('LAK');
    return () => setWalletCurrency('BAHT');
  },
  render: (args) => <KipCard {...args} />,
  play: async ({ canvasElement }) => {
    // Grouping differs per locale (1,234,567 or 1.234.567); the point is that no decimals follow.
    await expect(within(canvasElement).getByText(/^1\D234\D567$/)).toBeVisible();
  },
};

/** Issue 19.6: the first load shows the card's shape, not a spinner; the loaded card is as tall. */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <BalanceCardSkeleton currency={args.currency} />
      <BalanceCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [skeleton, card] = [...canvasElement.querySelectorAll('section')];
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(within(skeleton as HTMLElement).getByRole('status')).toHaveTextContent(/\S/);
    await expect(skeleton?.getBoundingClientRect().height).toBeCloseTo(card?.getBoundingClientRect().height ?? 0, 0);
  },
};
