/**
 * Screenshots of the kit's key stories on the phone viewport, in th, la and en.
 * Baselines live in __screenshots__/ next to this file; a first run writes them.
 */
import { screenshotStories } from '../../tests/setup/story-screenshots';
import { setWalletCurrency } from '../lib/money';
import * as GameCardStories from './GameCard/GameCard.stories';
import * as CarouselStories from './Carousel/Carousel.stories';
import * as BalanceCardStories from './BalanceCard/BalanceCard.stories';
import * as SkeletonStories from './Skeleton/Skeleton.stories';
import * as WidgetStories from './Widget/Widget.stories';
import * as PaginationStories from './Pagination/Pagination.stories';
import * as DataTableStories from './DataTable/DataTable.stories';
import * as CopyFieldStories from './CopyField/CopyField.stories';
import * as CountdownStories from './Countdown/Countdown.stories';
import * as QuickAmountsStories from './QuickAmounts/QuickAmounts.stories';
import * as FileDropStories from './FileDrop/FileDrop.stories';
import * as EmptyStateStories from './EmptyState/EmptyState.stories';
import * as BannerStories from './Banner/Banner.stories';
import * as HtmlContentStories from './HtmlContent/HtmlContent.stories';
import * as QrImageStories from './QrImage/QrImage.stories';
import * as VideoModalStories from './VideoModal/VideoModal.stories';
import * as ButtonStories from './Button/Button.stories';
import * as TextFieldStories from './TextField/TextField.stories';
import * as PasswordFieldStories from './PasswordField/PasswordField.stories';
import * as SelectStories from './Select/Select.stories';
import * as CheckboxStories from './Checkbox/Checkbox.stories';
import * as StepperStories from './Stepper/Stepper.stories';
import * as TopBarStories from './TopBar/TopBar.stories';
import * as StatusBadgeStories from './StatusBadge/StatusBadge.stories';
import * as AmountStories from './Amount/Amount.stories';
import * as BrandMarkStories from './BrandMark/BrandMark.stories';
import * as IconStories from './Icon/Icon.stories';
import * as ReceiptStories from './Receipt/Receipt.stories';
import * as BankMarkStories from './BankMark/BankMark.stories';

screenshotStories({
  'gamecard-default': { stories: GameCardStories, story: 'Default' },
  'carousel-gamecards': { stories: CarouselStories, story: 'GameCards' },
  'balancecard-default': { stories: BalanceCardStories, story: 'Default' },
  'balancecard-loading': { stories: BalanceCardStories, story: 'Loading' },
  // The Laos build's kip wallet (issue 19.3); `prepare` does what the story's beforeEach does.
  'balancecard-kip': {
    stories: BalanceCardStories,
    story: 'InKip',
    prepare: () => {
      setWalletCurrency('LAK');
      return () => setWalletCurrency('BAHT');
    },
  },
  'skeleton-shapes': { stories: SkeletonStories, story: 'Shapes' },
  'widget-value': { stories: WidgetStories, story: 'WithValue' },
  'pagination-middle': { stories: PaginationStories, story: 'Middle' },
  'datatable-stacked': { stories: DataTableStories, story: 'Stacked' },
  'copyfield-default': { stories: CopyFieldStories, story: 'Playground' },
  'countdown-running': { stories: CountdownStories, story: 'Running' },
  'quickamounts-selected': { stories: QuickAmountsStories, story: 'Selected' },
  'filedrop-uploading': { stories: FileDropStories, story: 'Uploading' },
  'emptystate-default': { stories: EmptyStateStories, story: 'DefaultTitle' },
  'banner-default': { stories: BannerStories, story: 'Default' },
  'htmlcontent-richtext': { stories: HtmlContentStories, story: 'RichText' },
  'qrimage-default': { stories: QrImageStories, story: 'Default' },
  'videomodal-list': { stories: VideoModalStories, story: 'Playground' },
  'button-sizes': { stories: ButtonStories, story: 'Sizes' },
  'button-loading': { stories: ButtonStories, story: 'Loading' },
  'textfield-error': { stories: TextFieldStories, story: 'ErrorState' },
  'passwordfield-default': { stories: PasswordFieldStories, story: 'Playground' },
  'select-selected': { stories: SelectStories, story: 'Selected' },
  'checkbox-checked': { stories: CheckboxStories, story: 'Checked' },
  'stepper-skipped': { stories: StepperStories, story: 'SkippedStepLeftOut' },
  'topbar-member': { stories: TopBarStories, story: 'MemberShell' },
  'statusbadge-failed': { stories: StatusBadgeStories, story: 'Failed' },
  'amount-deposit': { stories: AmountStories, story: 'Deposit' },
  'brandmark-memberbar': { stories: BrandMarkStories, story: 'InMemberBar' },
  'brandmark-large': { stories: BrandMarkStories, story: 'Large' },
  'icon-gallery': { stories: IconStories, story: 'Gallery' },
  'receipt-transfer': { stories: ReceiptStories, story: 'Transfer' },
  'receipt-withdraw-pending': { stories: ReceiptStories, story: 'WithdrawPending' },
  'receipt-deposit': { stories: ReceiptStories, story: 'DepositReceived' },
  'bankmark-banks': { stories: BankMarkStories, story: 'Banks' },
});
