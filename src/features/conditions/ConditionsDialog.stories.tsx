import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { byLanguage, type InLanguages } from '../../../.storybook/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConditionsDialog from './ConditionsDialog';
import { conditions, openConditions, resetConditions } from './store';

/** The lookup in the language the call asked for, as the server answers it (issue 19.2). */
const reply = (conditions: InLanguages<string[]>) => [
  http.get('/api/lookup/conditions', ({ request }) => HttpResponse.json({ conditions: byLanguage(request, conditions) })),
];
const injected = '<img src=x alt="" onerror="window.__pwned=1">';
const sample: InLanguages<string[]> = {
  th: [`<p>ทำเทิร์น⁠โอเวอร์ <b>3 เท่า</b> ก่อนถอนเงิน</p>${injected}`, '<p>หนึ่งบัญชีต่อหนึ่งคน</p>'],
  la: [`<p>ເຮັດເທີນ⁠ໂອ⁠ເວີ <b>3 ເທົ່າ</b> ກ່ອນຖອນເງິນ</p>${injected}`, '<p>ໜຶ່ງບັນຊີຕໍ່ໜຶ່ງຄົນ</p>'],
  en: [`<p>Turnover <b>x3</b> before withdrawing.</p>${injected}`, '<p>One account per person.</p>'],
};

const meta = {
  title: 'Features/Conditions/ConditionsDialog',
  component: ConditionsDialog,
  tags: ['autodocs'],
  parameters: { docsFrame: 700 },
  beforeEach: () => resetConditions(),
} satisfies Meta<typeof ConditionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SanitisedList: Story = {
  parameters: {
    msw: reply(sample),
  },
  play: async ({ canvasElement }) => {
    void openConditions();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('conditions.title') });
    await expect(await within(dialog).findByText('หนึ่งบัญชีต่อหนึ่งคน')).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    // One Close, the footer's (no header × of the same name), and it closes.
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(conditions.open).toBe(false));
  },
};

export const Empty: Story = {
  parameters: { msw: reply({ th: [], la: [], en: [] }) },
  play: async ({ canvasElement }) => {
    void openConditions();
    await expect(await within(canvasElement.ownerDocument.body).findByText('ยังไม่มีเงื่อนไข')).toBeVisible();
  },
};

/**
 * The dialog open on the server's conditions in the toolbar's language (issue 19.2): the store holds
 * what the lookup answered for that Accept-Language, so the screenshot baselines need no network.
 */
export const InTheReadersLanguage: Story = {
  decorators: [
    (Story, context) => {
      const locale = String(context.globals.locale ?? 'th') as keyof InLanguages;
      Object.assign(conditions, { open: true, loading: false, items: sample[locale].map((html) => html.replace(injected, '')) });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('conditions.title') });
    await expect(within(dialog).getByText(/หนึ่งบัญชี|ໜຶ່ງບັນຊີ|One account/)).toBeVisible();
  },
};
