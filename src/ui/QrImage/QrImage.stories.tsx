import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrImage } from './QrImage';
import { sampleQrSvg } from '../../../.storybook/sample-qr';

const meta = {
  title: 'UI/QrImage',
  component: QrImage,
  tags: ['autodocs'],
  args: { svg: sampleQrSvg, size: 240 },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof QrImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAccessibleName();
    await expect(img.querySelector('svg path')).not.toBeNull();
  },
};

export const Small: Story = { args: { size: 160, label: 'KBANK QR 100.00' } };

/** Script inside the SVG is removed; the picture stays. */
export const HostileSvg: Story = {
  args: { svg: sampleQrSvg.replace('<path', '<script>window.__qr_xss=1</script><path onclick="alert(1)"') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    await expect(canvasElement.querySelector('svg path')).not.toBeNull();
  },
};
