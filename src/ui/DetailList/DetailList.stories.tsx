import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../.storybook/t';
import { DetailList } from './DetailList';

const meta = {
  title: 'UI/DetailList',
  component: DetailList,
  tags: ['autodocs'],
  args: { items: [] },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is paired with its value (a term and its definition). */
export const Playground: Story = {
  render: () => (
    <DetailList
      items={[
        { label: t('receipt.from'), value: t('transfer.wallet') },
        { label: t('receipt.to'), value: 'Joker Gaming' },
        { label: t('receipt.fee'), value: t('receipt.noFee') },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual([t('receipt.from'), t('receipt.to'), t('receipt.fee')]);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Joker Gaming');
  },
};
