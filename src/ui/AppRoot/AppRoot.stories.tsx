import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomNav } from '../BottomNav';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Select } from '../Select';
import { Stepper } from '../Stepper';
import { TextField } from '../TextField';
import { ToastViewport } from '../Toast';
import { TopBar } from '../TopBar';
import { AppRoot } from './AppRoot';

const meta = {
  title: 'UI/AppRoot',
  component: AppRoot,
  tags: ['autodocs'],
  args: { platform: 'browser', theme: 'dark', safeArea: true },
  argTypes: {
    platform: { control: 'inline-radio', options: ['browser', 'telegram', 'line'] },
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
  },
  render: (args) => (
    <AppRoot {...args}>
      <main style={{ display: 'grid', gap: 16, padding: 24 }}>
        <h1 style={{ margin: 0, fontSize: 'var(--font-size-xl)' }}>กระเป๋าเงินสมาชิก</h1>
        <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>ກະເປົາເງິນສະມາຊິກ · Member Wallet</p>
        <Button fullWidth>ฝากเงิน</Button>
      </main>
    </AppRoot>
  ),
} satisfies Meta<typeof AppRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-platform]');
    await expect(root).toHaveAttribute('data-platform', 'browser');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    // Fills the viewport height.
    await expect(root?.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

export const Telegram: Story = {
  args: { platform: 'telegram' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-platform]')).toHaveAttribute('data-platform', 'telegram');
  },
};

export const Line: Story = { args: { platform: 'line' } };

/** A notch and a home indicator: the content is padded by the insets. */
export const SafeArea: Story = {
  // Set on the root itself: `data-theme` re-declares the tokens, so inherited values are shadowed.
  args: { style: { ['--safe-top' as string]: '47px', ['--safe-bottom' as string]: '34px' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-platform]');
    await expect(root && getComputedStyle(root).paddingTop).toBe('47px');
    await expect(root && getComputedStyle(root).paddingBottom).toBe('34px');
  },
};

/** The kit in the light theme (toolbar Theme → Light): every tone still meets contrast. */
export const LightTheme: Story = {
  args: { theme: 'light', safeArea: false },
  globals: { theme: 'light' },
  render: (args) => (
    <AppRoot {...args}>
      <TopBar title="ตั้งค่า" />
      <main style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Stepper steps={['เบอร์โทร', 'OTP', 'ข้อมูล', 'ธนาคาร']} current={1} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button>หลัก</Button>
          <Button variant="secondary">รอง</Button>
          <Button variant="danger">ลบ</Button>
          <Button variant="ghost">เพิ่มเติม</Button>
        </div>
        <TextField label="ชื่อ" hint="ตามหน้าสมุดบัญชี" error="กรุณากรอกชื่อ" placeholder="สมชาย" />
        <Select label="ธนาคาร" options={[{ value: 'KBANK', label: 'ธนาคารกสิกรไทย' }]} placeholder />
        <Checkbox label="จดจำฉันไว้" defaultChecked />
      </main>
      <ToastViewport
        placement="bottom"
        durationMs={0}
        onDismiss={() => undefined}
        toasts={[
          { id: 1, text: 'บันทึกแล้ว', tone: 'success' },
          { id: 2, text: 'ยอดเงินไม่เพียงพอ', tone: 'error' },
        ]}
      />
      <BottomNav
        variant="member"
        label="เมนูสมาชิก"
        items={[
          { id: 'profile', icon: 'user', label: 'โปรไฟล์', href: '#profile', active: true },
          { id: 'home', icon: 'home', label: 'หน้าแรก', href: '#home', prominent: true },
          { id: 'contact', icon: 'chat', label: 'ติดต่อเรา', href: '#contact' },
        ]}
      />
    </AppRoot>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-platform]')).toHaveAttribute('data-theme', 'light');
  },
};
