import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper, type StepperProps } from './Stepper';

const steps = ['เบอร์โทร', 'ยืนยัน OTP', 'ข้อมูลส่วนตัว', 'บัญชีธนาคาร'];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, current: 1 },
  argTypes: { current: { control: { type: 'range', min: 0, max: 3 } } },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function Wizard(props: StepperProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stepper {...props} current={current} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
          ย้อนกลับ
        </Button>
        <Button disabled={current === props.steps.length - 1} onClick={() => setCurrent((c) => c + 1)}>
          ถัดไป
        </Button>
      </div>
    </div>
  );
}

/** Moving forward marks steps completed and moves `aria-current`. */
export const Playground: Story = {
  render: (args) => <Wizard {...args} />,
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = () => canvas.getAllByRole('listitem');
    await expect(items()[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('ขั้นตอนที่ 1 จาก 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(items()[1]).toHaveAttribute('aria-current', 'step');
    await expect(items()[0]).toHaveTextContent('(เสร็จแล้ว)');
    await expect(canvas.getByText('ขั้นตอนที่ 2 จาก 4')).toBeInTheDocument();
  },
};

export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: 3 } };

/** A skipped step is left out by the caller (the register wizard with the OTP switch off). */
export const SkippedStepLeftOut: Story = {
  args: { steps: ['เบอร์โทร', 'ข้อมูลส่วนตัว', 'บัญชีธนาคาร'], current: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ขั้นตอนที่ 2 จาก 3')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('(เสร็จแล้ว)');
  },
};

export const Lao: Story = {
  args: { steps: ['ເບີໂທ', 'ຢືນຢັນ OTP', 'ຂໍ້ມູນສ່ວນຕົວ', 'ບັນຊີທະນາຄານ'], current: 2 },
  globals: { locale: 'la' },
};

export const LongThaiLabels: Story = {
  args: {
    steps: ['กรอกเบอร์โทรศัพท์มือถือ', 'ยืนยันรหัส OTP ทาง SMS', 'ตั้งชื่อและรหัสผ่าน', 'ผูกบัญชีธนาคารสำหรับถอนเงิน'],
    current: 2,
  },
};
