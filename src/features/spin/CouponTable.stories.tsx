import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { expect, within } from 'storybook/test';
import type { InLanguages } from '../../../.storybook/fixtures';
import { resetMoneyStories, withMoneyHost } from '../../../.storybook/storyHost';
import type { ActiveBonusCheck, Coupon } from '../../api/contract';
import { bonus, resetBonus } from '../bonus/store';
import { CouponTable } from './CouponTable';
import { resetSpin, spin } from './store';

/** The seeded wheel's name and prize texts as the server answers them per Accept-Language (seed-rewards.ts). */
const wheelName: InLanguages = { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ', en: 'Lucky Wheel' };
const couponText: InLanguages<(amount: number) => string> = {
  th: (amount) => `<p>คูปองเครดิต <b>${amount}</b></p>`,
  la: (amount) => `<p>ຄູ⁠ປອງເຄຣ⁠ດິດ <b>${amount}</b></p>`,
  en: (amount) => `<p>A coupon for <b>${amount}</b> credit.</p>`,
};

const coupon = (locale: keyof InLanguages, id: number, amount: number, status: Coupon['status']): Coupon => ({
  _id: String(id),
  prize: {
    code: `P${amount}`,
    label: `${amount} ฿`,
    bgColor: '#f9c74f',
    textColor: '#1b1b1b',
    htmlDescription: couponText[locale](amount),
    name: wheelName[locale],
  },
  amount,
  status,
  expiresAt: '2025-05-09T03:00:00.000Z',
  createdAt: '2025-05-02T03:00:00.000Z',
});

const meta = {
  title: 'Features/Spin/CouponTable',
  component: CouponTable,
  // The page's own padding: the table never starts at the screen's edge.
  decorators: [withMoneyHost, (Story) => <div style={{ padding: 16 }}><Story /></div>],
  beforeEach: () => {
    resetSpin();
    resetBonus();
    resetMoneyStories();
  },
} satisfies Meta<typeof CouponTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupons in the toolbar's language, with a held bonus or none (set before the table renders). */
const withCoupons =
  (active: ActiveBonusCheck): Decorator =>
  (Story, context) => {
    const locale = String(context.globals.locale ?? 'th') as keyof InLanguages;
    spin.coupons = [coupon(locale, 3, 50, 'CLAIMABLE'), coupon(locale, 2, 10, 'CLAIMED'), coupon(locale, 1, 20, 'EXPIRED')];
    spin.couponsLoaded = true;
    bonus.active = active;
    return <Story />;
  };

/** Coupons named after the wheel in the toolbar's language, as the server answers them (issue 19.2). */
export const InTheReadersLanguage: Story = {
  decorators: [withCoupons({ status: false, type: null, code: null })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/วงล้อนำโชค|ວົງລໍ້ນຳໂຊກ|Lucky Wheel/)).toHaveLength(3);
  },
};

/** A held bonus (issue 18.5): the claim is off, with the reason beside it, before any tap. */
export const BlockedByHeldBonus: Story = {
  decorators: [withCoupons({ status: true, type: 'promotion', code: 'SONGKRAN' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const claim = canvas.getByRole('button', { name: new RegExp(`^${t('spin.coupons.claim')}`) });
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAccessibleDescription(t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' }));
  },
};
