import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formFrame } from '../../../.storybook/decorators/formFrame';
import { Field } from './Field';

/** A bare input, so the stories show only the chrome Field adds around a control. */
const input = (control: object) => <input {...control} style={{ minHeight: 40, width: '100%' }} />;

const meta = {
  title: 'UI/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'ชื่อบัญชี', children: input },
  argTypes: { layout: { control: 'inline-radio', options: ['stacked', 'inline'] }, children: { control: false } },
  decorators: [formFrame],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ชื่อบัญชี' })).toBeInTheDocument();
  },
};

/** The hint describes the control. */
export const WithHint: Story = {
  args: { hint: 'ตรงกับชื่อในสมุดบัญชีธนาคาร' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('ตรงกับชื่อในสมุดบัญชีธนาคาร');
  },
};

/** The `*` is drawn but not read: the control carries the native `required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ชื่อบัญชี' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The error is announced, marks the control invalid and is read before the hint. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'กรุณากรอกชื่อบัญชี', hint: 'ตรงกับชื่อในสมุดบัญชีธนาคาร', describedBy: 'own-note' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('textbox');
    await expect(canvas.getByRole('alert')).toHaveTextContent('กรุณากรอกชื่อบัญชี');
    await expect(control).toBeInvalid();
    const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(ids[0]).toBe('own-note');
    await expect(ids.slice(1).map((id) => document.getElementById(id)?.textContent)).toEqual([
      'กรุณากรอกชื่อบัญชี',
      'ตรงกับชื่อในสมุดบัญชีธนาคาร',
    ]);
  },
};

/** The label is kept for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ชื่อบัญชี' })).toBeInTheDocument();
  },
};

/** Inline: control and label on one touch row (as Checkbox uses it); messages line up with the label. */
export const Inline: Story = {
  args: {
    layout: 'inline',
    label: 'ฉันยอมรับเงื่อนไขการใช้งาน',
    error: 'กรุณายอมรับเงื่อนไขก่อนดำเนินการต่อ',
    children: (control) => <input {...control} type="checkbox" style={{ width: 24, height: 24, margin: 0 }} />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'ฉันยอมรับเงื่อนไขการใช้งาน' });
    await expect(box).toBeInvalid();
  },
};
