import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeNotice } from './HomeNotice';
import { home } from './store';

/** The seeded notice in each language, as the server answers it per Accept-Language (issue 19.2). */
const notices: Record<string, string> = {
  th: 'ยินดีต้อนรับ! ยอดฝากเข้าบัญชีภายใน 1 นาที',
  la: 'ຍິນດີຕ້ອນຮັບ! ຍອດຝາກເຂົ້າບັນຊີພາຍໃນ 1 ນາທີ',
  en: 'Welcome! Deposits are credited within 1 minute.',
};


const meta = {
  title: 'Features/Home/HomeNotice',
  component: HomeNotice,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 358, padding: 16, background: 'var(--color-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 18.6: the server's notice is shown on the home, labelled as a notice. */
export const Shown: Story = {
  decorators: [
    (Story, context) => {
      home.notice = notices[String(context.globals.locale ?? 'th')] ?? notices.th ?? '';
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/\S/);
  },
};

/** No notice, nothing drawn. */
export const Empty: Story = {
  beforeEach: () => {
    home.notice = '';
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};
