import type { Meta, StoryObj } from '@storybook/react-vite';
import { t, startsWith, containing, withNumber } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import RegisterPage from './RegisterPage';
import { resetRegistration } from './store';

const route = storyRouter('/register');

const banks = [
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank', country: 'TH', englishNameRequired: false },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank', country: 'TH', englishNameRequired: true },
];
const sources = [
  { code: 'FB', description: 'Facebook' },
  { code: 'FRIEND', description: 'Friend' },
];

/** The lookups every step needs, with the OTP switch as the story asks. */
const lookups = (registerOTP: boolean) => [
  http.get('/api/lookup/banks', () => HttpResponse.json({ banks })),
  http.get('/api/lookup/sources', () => HttpResponse.json({ sources })),
  http.get('/api/lookup/registerOTP', () => HttpResponse.json({ registerOTP })),
  // Step 1 asks whether the phone is free (issue 18); a story's own answer goes before these.
  http.post('/api/register/check-phone', () => HttpResponse.json({ ok: true })),
];
const validateOk = http.post('/api/account/validate', () => HttpResponse.json({ ok: true }));

const meta = {
  title: 'Features/Register/RegisterPage',
  component: RegisterPage,
  tags: ['autodocs'],
  decorators: [route.decorator],
  parameters: { msw: lookups(false) },
  beforeEach: () => {
    window.localStorage.removeItem('code');
    // The wizard keeps an unfinished registration for the page's life; each story is a new player.
    resetRegistration();
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const next = (canvas: ReturnType<typeof within>, name = 'ถัดไป') => userEvent.click(canvas.getByRole('button', { name }));

async function toProfileStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '0812345678');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'ข้อมูลส่วนตัว' });
  return canvas;
}

export const PhoneStep: Story = {};

export const PhoneMustHaveTenDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '08123');
    await next(canvas);
    await expect(await canvas.findByText('เบอร์โทรศัพท์ต้องมี 10 หลัก')).toBeVisible();
    // Focus goes back from the Next button to the field to fix.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ })).toHaveFocus());
  },
};

export const OtpStepWhenSwitchedOn: Story = {
  parameters: {
    msw: [
      ...lookups(true),
      http.post('/api/otp/send', () => HttpResponse.json({ otpRef: 'AB12', otpToken: 't', code: 'OTP_SENT' })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    await expect(await canvas.findByText(t('register.otpSent', { phone: '0812345678', ref: 'AB12' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: withNumber('register.resendIn', 'seconds') })).toBeDisabled();
    // The code field has the focus (the keyboard is up), and takes the code in Thai digits too.
    const code = canvas.getByRole('textbox', { name: containing('register.otpCode') });
    await expect(code).toHaveFocus();
    await userEvent.keyboard('๑๒๓๔๕๖');
    await expect(code).toHaveValue('123456');
  },
};

/** Back from the code step and Next again with the same number: the code already sent stands, no second SMS. */
let otpSends = 0;
/** Sends a code, counted; each send's reference and token are new (R1, R2…). */
const countedOtpSend = http.post('/api/otp/send', () => {
  otpSends += 1;
  return HttpResponse.json({ otpRef: `R${otpSends}`, otpToken: `t${otpSends}`, code: 'OTP_SENT' });
});
export const BackAndNextKeepsTheCode: Story = {
  beforeEach: () => {
    otpSends = 0;
  },
  parameters: {
    msw: [
      ...lookups(true),
      countedOtpSend,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    await canvas.findByText(t('register.otpSent', { phone: '0812345678', ref: 'R1' }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await next(canvas, t('register.next'));
    await expect(await canvas.findByText(t('register.otpSent', { phone: '0812345678', ref: 'R1' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: withNumber('register.resendIn', 'seconds') })).toBeDisabled();
    await expect(otpSends).toBe(1);
  },
};

/** Five wrong codes spend the code (the server says expired): a new one is asked for at once, not after the countdown. */
export const SpentCodeAsksForANewOneAtOnce: Story = {
  parameters: {
    msw: [
      ...lookups(true),
      countedOtpSend,
      http.post('/api/otp/verify', () => HttpResponse.json({ message: 'OTP_EXPIRED' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    otpSends = 0;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    const code = await canvas.findByRole('textbox', { name: containing('register.otpCode') });
    await expect(canvas.getByRole('button', { name: withNumber('register.resendIn', 'seconds') })).toBeDisabled();
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('register.stepOtp') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.OTP_EXPIRED'));
    // The spent code is cleared and the countdown is over: the player asks for a new code now.
    await expect(code).toHaveValue('');
    const resend = canvas.getByRole('button', { name: t('register.resend') });
    await expect(resend).toBeEnabled();
    await waitFor(() => expect(resend).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('register.otpSent', { phone: '0812345678', ref: 'R2' }))).toBeVisible();
    await expect(otpSends).toBe(2);
    // The new code's countdown is its full minute, and focus is in the field to type it.
    const countdown = canvas.getByRole('button', { name: withNumber('register.resendIn', 'seconds') });
    await expect(countdown).toBeDisabled();
    const seconds = Number(/\d+/.exec(countdown.textContent ?? '')?.[0]);
    await expect(seconds).toBeLessThanOrEqual(60);
    await expect(seconds).toBeGreaterThan(55);
    await waitFor(() => expect(code).toHaveFocus());
  },
};

export const OtpCodeInvalid: Story = {
  parameters: {
    msw: [
      ...lookups(true),
      http.post('/api/otp/send', () => HttpResponse.json({ otpRef: 'AB12', otpToken: 't', code: 'OTP_SENT' })),
      http.post('/api/otp/verify', () => HttpResponse.json({ message: 'OTP_CODE_INVALID' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    const code = await canvas.findByRole('textbox', { name: containing('register.otpCode') });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('register.stepOtp') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.OTP_CODE_INVALID'));
    // The code field's own error: marked invalid, described by the message, focused to type again.
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(t('errors.OTP_CODE_INVALID')));
    await waitFor(() => expect(code).toHaveFocus());
    // Typing again clears it.
    await userEvent.clear(code);
    await userEvent.type(code, '1');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const VerifiedPhoneSkipsOtp: Story = {
  parameters: {
    msw: [
      ...lookups(true),
      http.post('/api/otp/send', () => HttpResponse.json({ otpRef: '', otpToken: '', code: 'OTP_VERIFIED' })),
    ],
  },
  play: async ({ canvasElement }) => {
    await toProfileStep(canvasElement);
  },
};

/**
 * A step that replaces the one sent takes focus to its heading, read out as where the player is
 * now; Back to step 1 does the same. (The code step focuses its field instead: the keyboard is up.)
 */
export const NextStepTakesFocusToItsHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toProfileStep(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'ข้อมูลส่วนตัว' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    const phoneStep = await canvas.findByRole('heading', { level: 2, name: t('register.stepPhone') });
    await waitFor(() => expect(phoneStep).toHaveFocus());
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toProfileStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อที่แสดง/ }), 'Lek');
    await userEvent.type(canvas.getByLabelText(/^รหัสผ่าน/), 'one');
    await userEvent.type(canvas.getByLabelText(/^ยืนยันรหัสผ่าน/), 'two');
    await next(canvas);
    await expect(await canvas.findByText('รหัสผ่านไม่ตรงกัน')).toBeVisible();
  },
};

/** A 200-character password from a manager: refused with a word on step 3, never cut to 128. */
const validateCalls: unknown[] = [];
export const PasswordTooLong: Story = {
  parameters: {
    msw: [
      ...lookups(false),
      http.post('/api/account/validate', async ({ request }) => {
        validateCalls.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    validateCalls.length = 0;
    const long = 'Ab1-'.repeat(50);
    const canvas = await toProfileStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อที่แสดง/ }), 'Lek');
    const password = canvas.getByLabelText(/^รหัสผ่าน/);
    await userEvent.click(password);
    await userEvent.paste(long);
    await userEvent.click(canvas.getByLabelText(/^ยืนยันรหัสผ่าน/));
    await userEvent.paste(long);
    await expect(password).toHaveValue(long);
    await next(canvas);
    await expect(await canvas.findByText(t('validation.passwordTooLong'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible();
    await expect(validateCalls).toEqual([]);
  },
};

/** The phone number typed at step 1 as the password: a sprayer's first guess, refused on step 3 before any call. */
export const PasswordGuessable: Story = {
  parameters: PasswordTooLong.parameters,
  play: async ({ canvasElement }) => {
    validateCalls.length = 0;
    const canvas = await toProfileStep(canvasElement);
    // The rules are said before the first try, under the field.
    await expect(canvas.getByLabelText(/^รหัสผ่าน/)).toHaveAccessibleDescription(t('validation.passwordHint'));
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อที่แสดง/ }), 'Lek');
    await userEvent.type(canvas.getByLabelText(/^รหัสผ่าน/), '0812345678');
    await userEvent.type(canvas.getByLabelText(/^ยืนยันรหัสผ่าน/), '0812345678');
    await next(canvas);
    await expect(await canvas.findByText(t('validation.passwordGuessable'))).toBeVisible();
    await expect(validateCalls).toEqual([]);
    // Another password goes on.
    await userEvent.clear(canvas.getByLabelText(/^รหัสผ่าน/));
    await userEvent.type(canvas.getByLabelText(/^รหัสผ่าน/), 'lek-2569-x');
    await userEvent.clear(canvas.getByLabelText(/^ยืนยันรหัสผ่าน/));
    await userEvent.type(canvas.getByLabelText(/^ยืนยันรหัสผ่าน/), 'lek-2569-x');
    await next(canvas);
    await waitFor(() => expect(validateCalls).toHaveLength(1));
  },
};

export const ExistingUserLao: Story = {
  globals: { locale: 'la' },
  parameters: {
    msw: [
      ...lookups(false),
      http.post('/api/account/validate', () => HttpResponse.json({ message: 'EXISTING_USER' }, { status: 400 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ເບີໂທລະສັບ/ }), '0812345678');
    await next(canvas, 'ຕໍ່ໄປ');
    await userEvent.type(await canvas.findByRole('textbox', { name: /ຊື່ທີ່ສະແດງ/ }), 'Noy');
    await userEvent.type(canvas.getByLabelText(/^ລະຫັດຜ່ານ/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^ຢືນຢັນລະຫັດຜ່ານ/), 'secret123');
    await next(canvas, 'ຕໍ່ໄປ');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ເບີໂທລະສັບນີ້ສະໝັກສະມາຊິກແລ້ວ');
  },
};

/** Step 1's check refuses with `code`: its §8 message shows (th) and the wizard stays on the phone. */
const refusedAtStepOne = (code: string, status: number): Story => ({
  parameters: {
    msw: [http.post('/api/register/check-phone', () => HttpResponse.json({ message: code }, { status })), ...lookups(false)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '0812345678');
    await next(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t(`errors.${code}`, { lng: 'th' }));
    await expect(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeNull();
  },
});

/** Issue 18: a phone that is already registered is refused at step 1, with the §8 message (th, en). */
export const KnownPhoneRefusedAtStepOne = refusedAtStepOne('EXISTING_USER', 409);

/** The per-address lookup budget is spent: the player is told to wait at step 1, not after typing a profile. */
export const LookupBudgetSpentAtStepOne = refusedAtStepOne('REQUEST_LIMIT_1MIN', 429);

export const KnownPhoneRefusedAtStepOneEnglishWithOtp: Story = {
  parameters: {
    msw: [
      http.post('/api/register/check-phone', () => HttpResponse.json({ message: 'EXISTING_USER' }, { status: 409 })),
      ...lookups(true),
      http.post('/api/otp/send', () => HttpResponse.json({ otpRef: 'AB12', otpToken: 't', code: 'OTP_SENT' })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.EXISTING_USER'));
    // The phone field's own error: marked invalid, described by the message, focused to change it.
    const phone = canvas.getByRole('textbox', { name: containing('register.phone') });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('errors.EXISTING_USER')));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: containing('register.otpCode') })).toBeNull();
    // Typing clears the message; a free number goes on.
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '{backspace}9');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const InviteCodeLockedFromLink: Story = {
  decorators: [storyRouter('/register?code=PR77').decorator],
  play: async ({ canvasElement }) => {
    const canvas = await toProfileStep(canvasElement);
    const invite = canvas.getByRole('textbox', { name: /รหัสผู้แนะนำ/ });
    await expect(invite).toHaveValue('PR77');
    await expect(invite).toHaveAttribute('readonly');
  },
};

/**
 * An invite link's code that names no member (the server says INVITE_CODE_INVALID at step 3): said
 * on the field, which the link no longer locks, so the player can mend it or leave it empty.
 */
export const InviteCodeFromADeadLink: Story = {
  decorators: [storyRouter('/register?code=PR99').decorator],
  parameters: {
    msw: [
      ...lookups(false),
      http.post('/api/account/validate', async ({ request }) => {
        const { inviteCode } = (await request.json()) as { inviteCode?: string };
        return inviteCode ? HttpResponse.json({ message: 'INVITE_CODE_INVALID' }, { status: 400 }) : HttpResponse.json({ ok: true });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await toProfileStep(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.name') }), 'Lek');
    await userEvent.type(canvas.getByLabelText(startsWith('register.password')), 'secret123');
    await userEvent.type(canvas.getByLabelText(startsWith('register.confirm')), 'secret123');
    await next(canvas, t('register.next'));
    const invite = canvas.getByRole('textbox', { name: containing('register.inviteCode') });
    await waitFor(() => expect(invite).toHaveAccessibleDescription(containing('errors.INVITE_CODE_INVALID')));
    await expect(invite).not.toHaveAttribute('readonly');
    await expect(localStorage.getItem('code')).toBeNull();
    await userEvent.clear(invite);
    await next(canvas, t('register.next'));
    await canvas.findByRole('heading', { level: 2, name: t('register.stepBank') });
  },
};

/** Steps 1 and 3 filled in (OTP off): the player is on the bank step. */
async function toBankStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
  await next(canvas, t('register.next'));
  await userEvent.type(await canvas.findByRole('textbox', { name: containing('register.name') }), 'Lek');
  await userEvent.type(canvas.getByLabelText(startsWith('register.password')), 'secret123');
  await userEvent.type(canvas.getByLabelText(startsWith('register.confirm')), 'secret123');
  await next(canvas, t('register.next'));
  return canvas;
}

export const EnglishNameForKtb: Story = {
  parameters: { msw: [...lookups(false), validateOk] },
  play: async ({ canvasElement }) => {
    const canvas = await toBankStep(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: containing('register.bank') }), 'KTB');
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.accountNo') }), '1234567890');
    const first = canvas.getByRole('textbox', { name: containing('register.firstName') });
    await userEvent.type(first, 'lek');
    await expect(first).toHaveValue('LEK');
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.lastName') }), 'ใจดี');
    await userEvent.click(canvas.getByRole('button', { name: t('nav.register') }));
    await expect(await canvas.findByText(t('errors.BANK_ACCOUNT_NAME_ENG'))).toBeVisible();
  },
};

/** Step 4 filled for an SCB account `accountNo` held by `first last`, then Register pressed. */
async function registerWithScb(canvasElement: HTMLElement, first: string, last: string, accountNo = '1234567890') {
  const canvas = await toBankStep(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: containing('register.bank') }), 'SCB');
  await userEvent.type(canvas.getByRole('textbox', { name: containing('register.accountNo') }), accountNo);
  await userEvent.type(canvas.getByRole('textbox', { name: containing('register.firstName') }), first);
  await userEvent.type(canvas.getByRole('textbox', { name: containing('register.lastName') }), last);
  await userEvent.click(canvas.getByRole('button', { name: t('nav.register') }));
  return canvas;
}

/** Any bank: the holder's name is letters; an emoji is refused before anything is sent. */
export const HolderNameIsLetters: Story = {
  parameters: { msw: [...lookups(false), validateOk] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWithScb(canvasElement, 'สมชาย', 'ใจดี 😀');
    await expect(await canvas.findByText(t('register.holderLetters'))).toBeVisible();
  },
};

/** The account number the wizard last sent to `POST /api/account`, if any. */
let sentAccountNo: string | undefined;
const registerRecorded = http.post('/api/account', async ({ request }) => {
  sentAccountNo = ((await request.json()) as { bankAccountNo?: string }).bankAccountNo;
  return HttpResponse.json({ ok: true, _id: '7' });
});

/** A letter in the account number is said on its field (6–20 digits), not dropped as typed, and nothing is sent. */
export const AccountNumberRefusedOnItsField: Story = {
  parameters: { msw: [...lookups(false), validateOk, registerRecorded] },
  beforeEach: () => {
    sentAccountNo = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = await registerWithScb(canvasElement, 'สมชาย', 'ใจดี', '12345o7890');
    const field = canvas.getByRole('textbox', { name: containing('register.accountNo') });
    await expect(field).toHaveValue('12345o7890');
    await expect(await canvas.findByText(t('validation.accountNoDigits'))).toBeVisible();
    await expect(sentAccountNo).toBeUndefined();
  },
};

/** An account number someone registered already is said on its field, not in a banner apart from it. */
export const ExistingBankOnItsField: Story = {
  parameters: {
    msw: [...lookups(false), validateOk, http.post('/api/account', () => HttpResponse.json({ message: 'EXISTING_BANK' }, { status: 409 }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = await registerWithScb(canvasElement, 'สมชาย', 'ใจดี');
    const field = canvas.getByRole('textbox', { name: containing('register.accountNo') });
    await waitFor(() => expect(field).toHaveAccessibleDescription(containing('errors.EXISTING_BANK')));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every problem on the one press: a KTB account's Thai name and a bad number are both said (the name came only after the number was mended). */
export const EveryBankProblemAtOnce: Story = {
  parameters: { msw: [...lookups(false), validateOk, registerRecorded] },
  beforeEach: () => {
    sentAccountNo = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = await toBankStep(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: containing('register.bank') }), 'KTB');
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.accountNo') }), '12ab-345');
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.firstName') }), 'สมชาย');
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.lastName') }), 'ใจดี');
    await userEvent.click(canvas.getByRole('button', { name: t('nav.register') }));
    await expect(await canvas.findByText(t('validation.accountNoDigits'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: containing('register.firstName') })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: containing('register.firstName') })).toHaveAccessibleDescription(containing('validation.bankNameEnglish'));
    await expect(sentAccountNo).toBeUndefined();
  },
};

/** A number pasted as a passbook writes it (dashes, Thai digits) is sent as its digits. */
export const AccountNumberWithDashesAndThaiDigits: Story = {
  parameters: { msw: [...lookups(false), validateOk, registerRecorded] },
  beforeEach: () => {
    sentAccountNo = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = await registerWithScb(canvasElement, 'สมชาย', 'ใจดี', '123-456-๗๘๙๐');
    await waitFor(() => expect(canvas.getByTestId('register-outcome')).toHaveTextContent(t('register.success')));
    await expect(sentAccountNo).toBe('1234567890');
  },
};

export const RegisteredThenRedirects: Story = {
  parameters: {
    msw: [
      ...lookups(false),
      validateOk,
      http.post('/api/account', async () => {
        await delay(50);
        return HttpResponse.json({ ok: true, _id: '7' });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const outcome = within(canvasElement).getByTestId('register-outcome');
    // The live region is there, empty, before the account is made: filled later, it is read out.
    await expect(outcome).toHaveAttribute('role', 'status');
    await expect(outcome).toBeEmptyDOMElement();
    await registerWithScb(canvasElement, 'Lek', 'Jaidee');
    await waitFor(() => expect(within(canvasElement).getByTestId('register-outcome')).toBe(outcome));
    await waitFor(() => expect(outcome).toHaveTextContent(t('register.success')));
    await waitFor(() => expect(route.history()).toContain('/login'), { timeout: 3000 });
  },
};

/** The stepper's accessible "step X of Y" and its list of step names. */
async function expectStepper(canvas: ReturnType<typeof within>, current: number, names: string[]) {
  await expect(canvas.getByText(t('ui.stepper.stepOf', { current, total: names.length }))).toBeInTheDocument();
  const list = canvas.getByRole('list', { name: t('ui.stepper.label') });
  const items = within(list).getAllByRole('listitem');
  await expect(items.map((item) => item.textContent?.replace(/\s*\(.*\)$/, '').replace(/^\d/, ''))).toEqual(names);
  await expect(items[current - 1]).toHaveAttribute('aria-current', 'step');
}

/** OTP switch off: the player goes phone → profile → bank, and the stepper counts those three. */
export const StepperCountsStepsTaken: Story = {
  parameters: { msw: [...lookups(false), validateOk] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taken = [t('register.stepPhone'), t('register.stepProfile'), t('register.stepBank')];
    await expectStepper(canvas, 1, taken);
    await toBankStep(canvasElement);
    await canvas.findByRole('combobox', { name: containing('register.bank') });
    await expectStepper(canvas, 3, taken);
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expectStepper(canvas, 2, taken);
  },
};

/** OTP switch on: the verify step is one of the player's four. */
export const StepperCountsOtpWhenSwitchedOn: Story = {
  parameters: {
    msw: [...lookups(true), http.post('/api/otp/send', () => HttpResponse.json({ otpRef: 'AB12', otpToken: 't', code: 'OTP_SENT' }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = [t('register.stepPhone'), t('register.stepOtp'), t('register.stepProfile'), t('register.stepBank')];
    await waitFor(() => expectStepper(canvas, 1, all));
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    await canvas.findByRole('textbox', { name: containing('register.otpCode') });
    await expectStepper(canvas, 2, all);
  },
};

/** An OTP switch the operator turns on after the page loaded (the story says when), and the OTP calls. */
const switchedOnAfterLoad = () => {
  let on = false;
  let reads = 0;
  return {
    // Off again for each run of the story (a rerun in Storybook, another locale).
    turnOff: () => {
      on = false;
      reads = 0;
    },
    turnOn: () => {
      on = true;
    },
    /** Once the page's own read was answered (off): turning on after it is "after load". */
    loaded: () => waitFor(() => expect(reads).toBeGreaterThan(0)),
    handlers: [
      http.get('/api/lookup/registerOTP', () => {
        reads += 1;
        return HttpResponse.json({ registerOTP: on });
      }),
      http.post('/api/otp/send', () => HttpResponse.json({ otpRef: 'AB12', otpToken: 't', code: 'OTP_SENT' })),
      http.post('/api/otp/verify', () => HttpResponse.json({ ok: true })),
    ],
  };
};

/** Switched on after the page loaded, before step 1 is sent: step 1 reads it again and sends the code. */
const lateSwitch = switchedOnAfterLoad();
export const OtpSwitchedOnBeforeStepOne: Story = {
  parameters: { msw: [...lateSwitch.handlers, ...lookups(false)] },
  beforeEach: lateSwitch.turnOff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lateSwitch.loaded();
    await expectStepper(canvas, 1, [t('register.stepPhone'), t('register.stepProfile'), t('register.stepBank')]);
    lateSwitch.turnOn();
    await userEvent.type(canvas.getByRole('textbox', { name: containing('register.phone') }), '0812345678');
    await next(canvas, t('register.next'));
    await expect(await canvas.findByRole('textbox', { name: containing('register.otpCode') })).toBeVisible();
  },
};

/**
 * The switch goes on while the player fills the profile and bank: the server refuses the
 * registration with UNVERIFIED_OTP. The wizard sends the code and opens the OTP step, saying why;
 * once verified, the profile and bank come back as typed.
 */
const switchDuringWizard = switchedOnAfterLoad();
export const UnverifiedOtpLeadsToOtpStep: Story = {
  parameters: {
    msw: [
      ...switchDuringWizard.handlers,
      ...lookups(false),
      validateOk,
      http.post('/api/account', () => {
        switchDuringWizard.turnOn();
        return HttpResponse.json({ message: 'UNVERIFIED_OTP' }, { status: 400 });
      }),
    ],
  },
  beforeEach: switchDuringWizard.turnOff,
  play: async ({ canvasElement }) => {
    const canvas = await registerWithScb(canvasElement, 'Lek', 'Jaidee');
    const code = await canvas.findByRole('textbox', { name: containing('register.otpCode') });
    await expect(canvas.getByText(t('register.otpSent', { phone: '0812345678', ref: 'AB12' }))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.UNVERIFIED_OTP'));
    await expectStepper(canvas, 2, [t('register.stepPhone'), t('register.stepOtp'), t('register.stepProfile'), t('register.stepBank')]);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('register.stepOtp') }));
    await expect(await canvas.findByRole('textbox', { name: containing('register.name') })).toHaveValue('Lek');
    await next(canvas, t('register.next'));
    await expect(await canvas.findByRole('textbox', { name: containing('register.firstName') })).toHaveValue('Lek');
  },
};
