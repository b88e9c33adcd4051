import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { GameCard } from '../GameCard';
import { sampleGames } from '../../../.storybook/game-art';
import { t } from '../../../.storybook/t';

const onOpen = fn();

const cards = sampleGames.map((game) => <GameCard key={game.code} {...game} onOpen={onOpen} />);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: 'Slot games', title: 'Slot', perView: 3, gap: 8, hideControls: false, children: cards },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The slides' region and its two arrows, in any language. */
const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    region: canvas.getByRole('region', { name: 'Slot games' }),
    prev: canvas.getByRole('button', { name: /ก่อนหน้า|Previous|ກ່ອນໜ້າ/ }),
    next: canvas.getByRole('button', { name: /ถัดไป|Next|ຖັດໄປ/ }),
  };
};

/** Three game cards a view; the arrows page through the rest. */
export const GameCards: Story = {
  play: async ({ canvasElement }) => {
    const { region, prev, next } = parts(canvasElement);
    // Its kind is read out in the reader's language (Thai here), not as English "carousel".
    await expect(region).toHaveAttribute('aria-roledescription', t('ui.carousel.role'));
    await expect(region.getAttribute('aria-roledescription')).not.toBe('carousel');
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(next);
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(prev).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(prev);
    await waitFor(() => expect(region.scrollLeft).toBe(0));
  },
};

/** Next pressed from the keyboard up to the last cards: it stays focused (and inert), focus never drops to the page. */
export const KeyboardToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const { region, prev, next } = parts(canvasElement);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    next.focus();
    const atEnd = () => next.getAttribute('aria-disabled') === 'true';
    for (let i = 0; i < 10 && !atEnd(); i += 1) {
      const before = region.scrollLeft;
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(region.scrollLeft > before || atEnd()).toBe(true));
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
    // Previous is there to go back, a Tab away.
    await expect(prev).toHaveAttribute('aria-disabled', 'false');
  },
};

/** The region is reached with Tab, so keyboard users can scroll it with the arrow keys. */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Slot games' });
    await expect(region).toHaveAttribute('tabindex', '0');
    for (let i = 0; i < 3 && document.activeElement !== region; i += 1) await userEvent.tab();
    await expect(region).toHaveFocus();
    // Synthetic key events do not scroll natively; scrolling the focused region stands in for the key.
    region.scrollBy({ left: region.clientWidth });
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
  },
};

/** Fewer slides than a view: both arrows stay inert. */
export const FewItems: Story = {
  args: { children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /ก่อนหน้า|ถัดไป|Previous|Next|ກ່ອນໜ້າ|ຖັດໄປ/ });
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OnePerView: Story = { args: { perView: 1, title: 'Sport', label: 'Sport games' } };

export const WithoutControls: Story = { args: { hideControls: true, title: undefined } };
