import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageDropdown, type LanguageDropdownProps, type Locale } from './LanguageDropdown';
import { formFrame } from '../../../.storybook/decorators/formFrame';

const meta = {
  title: 'UI/LanguageDropdown',
  component: LanguageDropdown,
  tags: ['autodocs'],
  args: { value: 'th', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['th', 'la', 'en'] },
    density: { control: 'inline-radio', options: ['regular', 'compact'] },
  },
  decorators: [formFrame],
} satisfies Meta<typeof LanguageDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: LanguageDropdownProps) {
  const [value, setValue] = useState<Locale>(props.value);
  return (
    <LanguageDropdown
      {...props}
      value={value}
      onChange={(locale) => {
        setValue(locale);
        props.onChange(locale);
      }}
    />
  );
}

/** Native names, a label from `ui.language.label`, and `onChange` with the picked locale. */
export const Playground: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'ภาษา' });
    await expect(select).toHaveValue('th');
    const names = within(canvasElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).toEqual(['ไทย', 'ລາວ', 'English']);
    await userEvent.selectOptions(select, 'la');
    await expect(args.onChange).toHaveBeenCalledWith('la');
    await expect(select).toHaveValue('la');
  },
};

export const WithLabel: Story = { args: { showLabel: true, density: 'regular' } };

export const Lao: Story = {
  args: { value: 'la', showLabel: true },
  globals: { locale: 'la' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'ພາສາ' })).toHaveValue('la');
  },
};

export const English: Story = { args: { value: 'en', showLabel: true }, globals: { locale: 'en' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
