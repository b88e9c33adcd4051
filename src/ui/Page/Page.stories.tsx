import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Page, pageParts } from './Page';

const meta = {
  title: 'UI/Page',
  component: Page,
  tags: ['autodocs'],
  args: { title: 'Statement', titleId: 'story-page-title', appName: 'Member Wallet' },
  argTypes: { header: { control: false }, children: { control: false } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member screen: heading, a section, muted text; the document title follows the heading. */
export const Screen: Story = {
  args: {
    children: (
      <section aria-labelledby="story-section">
        <h2 id="story-section" className={pageParts.sectionTitle}>
          Bonuses
        </h2>
        <p className={pageParts.muted}>Nothing held yet.</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Statement' });
    await expect(region).toBeInTheDocument();
    await expect(document.title).toBe('Statement | Member Wallet');
  },
};

/** The header slot sits at the end of the heading's row. */
export const WithHeader: Story = {
  args: { header: <Button size="sm" variant="secondary">Slips</Button> },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('heading', { level: 1 }).parentElement;
    await expect(header?.tagName).toBe('HEADER');
    await expect(within(header as HTMLElement).getByRole('button', { name: 'Slips' })).toBeInTheDocument();
  },
};

/** A one-column form screen with its lead, fields, actions and a server error. */
export const Form: Story = {
  args: {
    layout: 'form',
    title: 'Sign in',
    documentTitle: 'Sign in to your wallet',
    children: (
      <>
        <p className={pageParts.lead}>Phone number and password.</p>
        <form className={pageParts.fields} onSubmit={(event) => event.preventDefault()}>
          <p className={pageParts.error} role="alert">
            Wrong phone number or password.
          </p>
          <div className={pageParts.actions}>
            <Button type="submit">Sign in</Button>
          </div>
        </form>
      </>
    ),
  },
  play: async () => {
    await expect(document.title).toBe('Sign in to your wallet | Member Wallet');
  },
};

/** The heading stays for screen readers only (the home shows balances instead). */
export const HiddenTitle: Story = {
  args: { titleHidden: true, children: <p>Balances…</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
  },
};

/** A Lao title whose loanword holds a word joiner (kept whole in the page): the document title has none. */
export const LaoTitle: Story = {
  args: { title: 'ໂບ\u2060ນັດ', appName: 'ກະເປົ໋າສະມາຊິກ', children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('ໂບ\u2060ນັດ');
    await expect(document.title).toBe('ໂບນັດ | ກະເປົ໋າສະມາຊິກ');
  },
};
