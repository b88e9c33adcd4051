import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../../.storybook/t';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import ConditionsDialog from './ConditionsDialog';
import { openConditions, resetConditions } from './store';

const reply = (conditions: string[]) => [http.get('/api/lookup/conditions', () => HttpResponse.json({ conditions }))];

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
    msw: reply([
      '<p>Turnover <b>x3</b> before withdrawing.</p><img src=x alt="" onerror="window.__pwned=1">',
      '<p>One account per person.</p>',
    ]),
  },
  play: async ({ canvasElement }) => {
    void openConditions();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t('conditions.title') });
    await expect(await within(dialog).findByText('One account per person.')).toBeVisible();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: reply([]) },
  play: async ({ canvasElement }) => {
    void openConditions();
    await expect(await within(canvasElement.ownerDocument.body).findByText('ยังไม่มีเงื่อนไข')).toBeVisible();
  },
};
