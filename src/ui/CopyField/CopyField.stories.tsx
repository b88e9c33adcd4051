import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyField } from './CopyField';

const link = 'https://wallet.example/register?code=PR1024';

const meta = {
  title: 'UI/CopyField',
  component: CopyField,
  tags: ['autodocs'],
  args: { label: 'Invite link', value: link, copy: fn(async () => true), onCopied: fn() },
  argTypes: { copy: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A successful copy says what was copied. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.copy).toHaveBeenCalledWith(link);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(link));
    await expect(args.onCopied).toHaveBeenCalledWith(true);
    // Said to screen readers; on screen the button's tick says it, and no line opens under the field.
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** A failed copy says so and selects the value for copying by hand. */
export const Failed: Story = {
  args: { copy: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const input = canvas.getByRole<HTMLInputElement>('textbox');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe(link.length);
    await expect(args.onCopied).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('status').textContent).not.toBe('');
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBeGreaterThan(10);
  },
};

/** The formatted account number is shown; the raw digits are copied. */
export const AccountNumber: Story = {
  args: { label: 'Account number', value: '1234567890', display: '123-456-7890' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue('123-456-7890');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.copy).toHaveBeenCalledWith('1234567890');
  },
};

export const LongThaiLabel: Story = { args: { label: 'ลิงก์ชวนเพื่อนสำหรับรับโบนัสแนะนำเพื่อนประจำเดือน' } };

export const LongLaoLabel: Story = { args: { label: 'ລິ້ງຊວນໝູ່ສຳລັບຮັບໂບ⁠ນັດແນະນຳໝູ່ປະຈຳເດືອນ' } };
