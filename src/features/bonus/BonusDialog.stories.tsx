import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { InLanguages } from '../../../.storybook/fixtures';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import type { BonusItem } from '../../api/contract';
import { BonusDialog } from './BonusDialog';
import { bonus, resetBonus } from './store';

const banner = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/></svg>`,
  )}`;

/** The seeded welcome bonus as the server answers it per Accept-Language (server/src/db/seed-rewards.ts). */
const texts: InLanguages<{ description: string; held: string }> = {
  th: {
    description: '<p>โบนัสต้อนรับ: <b>100</b> รับได้ครั้งเดียวต่อสมาชิก ทำเทิร์น⁠โอเวอร์ 3 เท่าก่อนจบโบนัส</p>',
    held: '<p>โบนัสจะถูกถือไว้จนกว่าจะทำเทิร์น⁠โอเวอร์ครบ</p>',
  },
  la: {
    description: '<p>ໂບ⁠ນັດຕ້ອນຮັບ: <b>100</b> ຮັບໄດ້ຄັ້ງດຽວຕໍ່ສະມາຊິກ. ເຮັດເທີນ⁠ໂອ⁠ເວີ 3 ເທົ່າກ່ອນຈົບໂບ⁠ນັດ.</p>',
    held: '<p>ໂບ⁠ນັດຈະຖືກຖືໄວ້ຈົນກວ່າຈະເຮັດເທີນ⁠ໂອ⁠ເວີຄົບ</p>',
  },
  en: {
    description: '<p>Welcome bonus: <b>100</b> once per member. Turnover 3× before ending it.</p>',
    held: '<p>The bonus is held until its turnover is reached.</p>',
  },
};

const welcome = (locale: keyof InLanguages): BonusItem => ({
  code: 'WELCOME100',
  type: 'limit',
  maxReceived: 1,
  percentFail: 50,
  amount: 100,
  description: texts[locale].description,
  banners: [
    { image: banner('#f5b82e', '#b0420b'), html: texts[locale].description },
    { image: banner('#3a86ff', '#1b1b6b'), html: texts[locale].held },
  ],
  userBonus: { _id: null, isActive: false, received: [] },
  receivedCount: 0,
  isReceived: false,
});

const meta = {
  title: 'Features/Bonus/BonusDialog',
  component: BonusDialog,
  decorators: [withMoneyHost],
  parameters: { docsFrame: 700 },
  beforeEach: () => {
    resetBonus();
    resetMoneyStories();
  },
} satisfies Meta<typeof BonusDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bonus's dialog with the server's description and banner texts in the toolbar's language (issue 19.2). */
export const InTheReadersLanguage: Story = {
  decorators: [
    (Story, context) => {
      const locale = String(context.globals.locale ?? 'th') as keyof InLanguages;
      Object.assign(bonus, { bonuses: [welcome(locale)], active: { status: false, type: null, code: null }, loaded: true, open: 'WELCOME100' });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(/โบนัสต้อนรับ|ໂບ⁠ນັດຕ້ອນຮັບ|Welcome bonus/);
  },
};
