import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';
import { Button } from '../Button';
import { storyBanner } from '../../../.storybook/game-art';

// The art the server draws for the seeded invite banner.
const image = storyBanner('invite-friends');

const onReceive = fn();

const meta = {
  title: 'UI/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    imageSrc: image,
    imageAlt: 'Invite bonus',
    html: '<p><b>Invite a friend</b> and receive 10% of their first deposit. <a href="https://example.com/terms">Terms</a></p>',
  },
  argTypes: { action: { control: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Invite bonus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');
  },
};

export const WithAction: Story = {
  args: { action: <Button fullWidth onClick={onReceive}>Receive</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Receive' }));
    await expect(onReceive).toHaveBeenCalled();
  },
};

export const ImageOnly: Story = { args: { html: undefined } };

/** Hostile html loses its script and handlers; the text stays. */
export const HostileHtml: Story = {
  args: { html: '<p>Promo<img src=x alt="" onerror="window.__banner_xss=1"></p><script>window.__banner_xss=1</script>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(within(canvasElement).getByText('Promo')).toBeVisible();
  },
};

export const LongThai: Story = {
  args: { html: '<p><b>ชวนเพื่อนรับโบนัส</b> รับ 10% จากยอดฝากแรกของเพื่อนทุกคนที่สมัครผ่านลิงก์ของคุณ ไม่จำกัดจำนวนเพื่อน</p>' },
};

export const LongLao: Story = {
  args: { html: '<p><b>ຊວນໝູ່ຮັບໂບ⁠ນັດ</b> ຮັບ 10% ຈາກຍອດຝາກທຳອິດຂອງໝູ່ທຸກຄົນທີ່ສະໝັກຜ່ານລິ້ງຂອງທ່ານ ບໍ່ຈຳກັດຈຳນວນໝູ່</p>' },
};
