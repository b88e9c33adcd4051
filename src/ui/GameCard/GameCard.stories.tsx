import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameCard } from './GameCard';
import { storyGameBackground, storyGameLogo } from '../../../.storybook/game-art';
import { t } from '../../../.storybook/t';

const meta = {
  title: 'UI/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: {
    name: 'PG Slot',
    logoSrc: storyGameLogo('PGSLOT', 'PG Slot'),
    backgroundSrc: storyGameBackground('PGSLOT', 'slot'),
    balance: 1520.75,
    walletFactor: 2,
    active: true,
    disabled: false,
    onOpen: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16, width: 300 }}><Story /></div>],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Design size 300×211 with labels. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /PG Slot/ });
    await expect(card).toHaveTextContent('1,520.75');
    await expect(card).toHaveTextContent('3,041.50');
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** No account yet: the open-account prompt. */
export const Inactive: Story = {
  args: { active: false, balance: 0 },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /PG Slot/ });
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: /PG Slot/ })).toBeDisabled();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A third of a phone: the balance alone, the credit under it with a short label (two bare numbers read alike). */
export const PhoneSize: Story = {
  decorators: [(Story) => <div style={{ width: 118 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /PG Slot/ });
    const short = within(card).getByText(t('ui.gameCard.creditShort'));
    await expect(short).toBeVisible();
    // On one line with its figure, inside the card.
    const figure = within(card).getByText('3,041.50');
    const [a, b, box] = [short, figure, card].map((el) => el.getBoundingClientRect());
    await expect(Math.abs(a!.bottom - b!.bottom)).toBeLessThan(4);
    await expect(b!.right).toBeLessThanOrEqual(box!.right);
    // The full names are still read out.
    await expect(card).toHaveAccessibleName(expect.stringContaining(t('ui.gameCard.credit')));
  },
};

export const PhoneSizeInactive: Story = {
  args: { active: false, balance: 0 },
  decorators: [(Story) => <div style={{ width: 118 }}><Story /></div>],
};

export const LargeBalance: Story = { args: { balance: 9876543.21, walletFactor: 10 } };
