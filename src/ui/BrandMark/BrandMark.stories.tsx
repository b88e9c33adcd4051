import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { LanguageDropdown } from '../LanguageDropdown';
import { TopBar } from '../TopBar';
import { BrandMark, type BrandMarkProps } from './BrandMark';

const meta = {
  title: 'UI/BrandMark',
  component: BrandMark,
  tags: ['autodocs'],
  args: { name: 'Member Wallet', size: 'md' },
  decorators: [
    (Story) => (
      <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Translated(props: BrandMarkProps) {
  const { t } = useTranslation();
  return <BrandMark {...props} name={t('app.name')} />;
}

/** The hero size, mark above the translated wordmark. */
export const Large: Story = { args: { size: 'lg' }, render: (args) => <Translated {...args} /> };

/** Only the mark (e.g. a favicon-sized spot). */
export const MarkOnly: Story = { args: { name: undefined } };

function MemberBar() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'la' || i18n.language === 'en' ? i18n.language : 'th';
  return (
    <TopBar
      start={<BrandMark name={t('app.name')} />}
      end={
        <>
          <LanguageDropdown value={locale} onChange={() => undefined} />
          <IconButton icon="logout" label={t('nav.logout')} />
        </>
      }
    />
  );
}

/** The member top bar as the app draws it: the mark and the translated wordmark whole beside the language and logout. */
export const InMemberBar: Story = {
  decorators: [(Story) => <div style={{ margin: -16 }}><Story /></div>],
  render: () => <MemberBar />,
  play: async ({ canvasElement }) => {
    const word = canvasElement.querySelector('header span span') as HTMLElement;
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
    // The wordmark is not cut: the bar leaves it its full width in th, la and en.
    await expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
  },
};
