import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BankMark } from './BankMark';

const meta = {
  title: 'UI/BankMark',
  component: BankMark,
  tags: ['autodocs'],
  args: { code: 'KBANK' },
} satisfies Meta<typeof BankMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Thai and Lao banks each in their own colour; an unknown code still gets a mark. */
export const Banks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['KBANK', 'SCB', 'KTB', 'BBL', 'BAY', 'TTB', 'GSB', 'BCEL', 'LDB', 'NEWBANK'].map((code) => (
        <BankMark key={code} code={code} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('[aria-hidden="true"]')];
    await expect(marks.map((m) => m.textContent)).toEqual(['KB', 'SCB', 'KTB', 'BBL', 'BAY', 'TTB', 'GSB', 'BC', 'LDB', 'NE']);
    const colours = new Set(marks.map((m) => getComputedStyle(m).backgroundColor));
    // TTB and TMB share a colour; every other bank in the row has its own.
    await expect(colours.size).toBe(marks.length);
  },
};
