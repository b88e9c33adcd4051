import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';

const meta = {
  title: 'UI/HtmlContent',
  component: HtmlContent,
  tags: ['autodocs'],
  args: {
    html: '<p><b>Welcome bonus</b> 100% up to 1,000 baht.</p><p>Read the <a href="https://example.com/terms">full terms</a>.</p>',
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RichText: Story = {
  args: {
    html: '<h3>Conditions</h3><ul><li>Turnover 5× before withdrawal</li><li>One bonus at a time</li></ul><p>Contact <a href="mailto:help@example.com">support</a>.</p>',
  },
};

export const LongThai: Story = {
  args: {
    html: '<p>โปร⁠โม⁠ชั่นสมาชิกใหม่ รับโบนัสทันที 100% สูงสุด 1,000 บาท ทำยอดเทิร์น⁠โอเวอร์ 5 เท่าก่อนถอนเงิน สมาชิกหนึ่งท่านรับได้เพียงหนึ่งครั้งเท่านั้น</p><p>อ่าน<a href="https://example.com">เงื่อนไขทั้งหมด</a></p>',
  },
};

export const LongLao: Story = {
  args: {
    html: '<p>ໂປຣ⁠ໂມ⁠ຊັນສະມາຊິກໃໝ່ ຮັບໂບ⁠ນັດທັນທີ 100% ສູງສຸດ 1,000 ບາດ ເຮັດຍອດເທີນ⁠ໂອ⁠ເວີ 5 ເທົ່າກ່ອນຖອນເງິນ ສະມາຊິກໜຶ່ງທ່ານຮັບໄດ້ພຽງຄັ້ງດຽວເທົ່ານັ້ນ</p><p>ອ່ານ<a href="https://example.com">ເງື່ອນໄຂທັງໝົດ</a></p>',
  },
};

/** Hostile markup from the server renders as plain, harmless content. */
export const Sanitised: Story = {
  args: {
    html: '<p>Safe text</p><script>window.__story_xss=1</script><img src="x" alt="" onerror="window.__story_xss=1"><a href="javascript:alert(1)">bad link</a><form><input name="pin"></form>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script, form, input, [onerror]')).toBeNull();
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href');
  },
};

export const LinksOpenInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'full terms' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Empty: Story = { args: { html: '' } };
