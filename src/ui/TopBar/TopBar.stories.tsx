import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { LanguageDropdown, type Locale } from '../LanguageDropdown';
import { TopBar } from './TopBar';

const onBack = fn();
const onLogout = fn();

function MemberActions() {
  const [locale, setLocale] = useState<Locale>('th');
  return (
    <>
      <LanguageDropdown value={locale} onChange={setLocale} />
      <IconButton icon="logout" label="ออกจากระบบ" onClick={onLogout} />
    </>
  );
}

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: {
    title: 'รายการเดินบัญชี',
    start: <IconButton icon="back" label="ย้อนกลับ" onClick={onBack} />,
    end: <MemberActions />,
  },
  argTypes: { start: { control: false }, end: { control: false } },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รายการเดินบัญชี' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ย้อนกลับ' }));
    await expect(onBack).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = { args: { start: undefined, end: undefined, title: 'โปรไฟล์' } };

/** Member shell: language dropdown and logout on the right, no title. */
export const MemberShell: Story = { args: { title: undefined, start: undefined } };

export const LongThaiTitle: Story = {
  args: { title: 'เงื่อนไขการรับโบนัสและการถอนเงินสำหรับสมาชิกใหม่ทุกท่าน', end: undefined },
};

export const Lao: Story = {
  args: { title: 'ລາຍການເຄື່ອນໄຫວບັນຊີ', start: <IconButton icon="back" label="ກັບຄືນ" />, end: undefined },
  globals: { locale: 'la' },
};

/** Pretends to be an iPhone with a 47 px notch: the bar grows by the inset. */
export const SafeAreaTop: Story = {
  decorators: [(Story) => <div style={{ ['--safe-top' as string]: '47px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header');
    await expect(bar?.getBoundingClientRect().height).toBeGreaterThanOrEqual(56 + 47);
  },
};
