import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'wallet', size: 32 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: { type: 'range', min: 12, max: 64, step: 4 } },
  },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Every icon of the set with its name; all are drawn with `currentColor`. First the 11 of the first
 * download (the guest screens, dialogs, the loader), then the 16 that come with the member shell and the chat.
 */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 6,
            padding: 12,
            borderRadius: 12,
            background: 'var(--color-surface)',
            fontSize: 12,
          }}
        >
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(iconNames.length);
    // Decorative by default: hidden from assistive technology.
    await expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a title the icon becomes an image with an accessible name. */
export const Labelled: Story = {
  args: { name: 'warning', title: 'Warning', style: { color: 'var(--color-warning)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const Spinning: Story = { args: { name: 'spin', spinning: true } };
