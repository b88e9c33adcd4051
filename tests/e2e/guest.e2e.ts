import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhone, open, type Locale } from './harness';
import { freshPhone, registeredMember, sandbox } from './sandbox';
import { passwordField, text } from './texts';

/** The wizard's steps as a player fills them, reading labels in the player's language. */
function wizard(page: Page, locale: Locale) {
  const t = (key: string) => text(locale, key);
  const heading = (key: string) => page.getByRole('heading', { name: t(key) }).waitFor();
  return {
    t,
    heading,
    phone: async (phone: string) => {
      await open(page, '/register');
      await page.getByRole('textbox', { name: t('register.phone') }).fill(phone);
      await page.getByRole('button', { name: t('register.next') }).click();
    },
    otp: async (phone: string) => {
      await heading('register.stepOtp');
      await page.getByRole('textbox', { name: t('register.otpCode') }).fill(await sandbox.otpOf(phone));
      await page.getByRole('button', { name: t('register.verify'), exact: true }).click();
    },
    passwords: async () => {
      await passwordField(page, t('register.password')).fill('secret-123');
      await passwordField(page, t('register.confirm')).fill('secret-123');
      await page.getByRole('button', { name: t('register.next') }).click();
      await heading('register.stepBank');
    },
    profile: async () => {
      await heading('register.stepProfile');
      await page.getByRole('textbox', { name: t('register.name') }).fill('Somchai Player');
    },
    bank: async (phone: string) => {
      await page.getByRole('combobox', { name: t('register.bank') }).selectOption('SCB');
      await page.getByRole('textbox', { name: t('register.accountNo') }).fill(`1${phone.slice(1)}`);
    },
    submit: async () => {
      await page.getByRole('textbox', { name: t('register.firstName') }).fill('Somchai');
      await page.getByRole('textbox', { name: t('register.lastName') }).fill('Player');
      await page.getByRole('button', { name: t('register.submit') }).click();
      await page.getByText(t('register.success')).waitFor();
      await page.waitForURL('**/login', { timeout: 5000 });
      // Not just "welcome back": the new player is told the account is made and what to do.
      await page.getByRole('region', { name: t('ui.toast.region') }).getByText(t('register.signInNow')).waitFor();
      // The phone is filled in; focus is on the password, what is left to type.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    },
  };
}

/** Fills the wizard as a player would, step by step. */
async function registerThroughWizard(page: Page, locale: Locale, phone: string, otp: boolean) {
  const steps = wizard(page, locale);
  await steps.phone(phone);
  if (otp) await steps.otp(phone);
  await steps.profile();
  await steps.passwords();
  await steps.bank(phone);
  await steps.submit();
}

async function signIn(page: Page, locale: Locale, phone: string, password: string) {
  await page.getByRole('textbox', { name: text(locale, 'login.phone') }).fill(phone);
  await passwordField(page, text(locale, 'login.password')).fill(password);
  await page.getByRole('button', { name: text(locale, 'login.submit'), exact: true }).click();
  await page.waitForURL('**/user/home');
}

describe('guest journeys against the real server (spec §2, §4, §5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  afterEach(async () => {
    await sandbox.settings({ registerOTP: false });
  });

  it.each(['th', 'la', 'en'] as const)('registers with OTP off, then signs in (%s)', async (locale) => {
    await sandbox.settings({ registerOTP: false });
    const { page } = await newPhone(browser, { locale });
    const phone = freshPhone();
    await registerThroughWizard(page, locale, phone, false);
    // The login form opens with the phone just registered.
    await expect(page.getByRole('textbox', { name: text(locale, 'login.phone') }).inputValue()).resolves.toBe(phone);
    await signIn(page, locale, phone, 'secret-123');
  });

  it.each(['th', 'la', 'en'] as const)(
    'registers with OTP on, the code read from the sandbox SMS, then signs in (%s)',
    async (locale) => {
      await sandbox.settings({ registerOTP: true });
      const { page } = await newPhone(browser, { locale });
      const phone = freshPhone();
      await registerThroughWizard(page, locale, phone, true);
      await signIn(page, locale, phone, 'secret-123');
    },
  );

  it('a reload mid-wizard comes back on its step with the OTP and what was typed, never the passwords', async () => {
    await sandbox.settings({ registerOTP: true });
    const { page } = await newPhone(browser, { locale: 'en' });
    const steps = wizard(page, 'en');
    const { t } = steps;
    const phone = freshPhone();
    await steps.phone(phone);
    await steps.heading('register.stepOtp');

    // The code already sent stays the one to type, and its resend wait keeps counting.
    await page.reload();
    await steps.heading('register.stepOtp');
    await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ }).isDisabled()).resolves.toBe(true);
    await steps.otp(phone);
    await steps.profile();
    await steps.passwords();
    await steps.bank(phone);

    // Passwords are never stored: the bank step comes back as the profile step, everything else kept.
    await page.reload();
    await steps.heading('register.stepProfile');
    await expect(page.getByRole('textbox', { name: t('register.name') }).inputValue()).resolves.toBe('Somchai Player');
    await expect(passwordField(page, t('register.password')).inputValue()).resolves.toBe('');
    expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain('secret-123');
    await steps.passwords();
    await expect(page.getByRole('combobox', { name: t('register.bank') }).inputValue()).resolves.toBe('SCB');
    await steps.submit();
    await signIn(page, 'en', phone, 'secret-123');

    // A finished registration leaves nothing to come back to.
    expect(await page.evaluate(() => sessionStorage.getItem('register-progress'))).toBeNull();
  });

  it('fills and locks the inviter code from an invite link', async () => {
    const { page } = await newPhone(browser, { locale: 'en' });
    await open(page, '/register?code=PR42');
    await page.waitForFunction(() => window.localStorage.getItem('code') === 'PR42');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(freshPhone());
    await page.getByRole('button', { name: 'Next' }).click();
    const invite = page.getByRole('textbox', { name: 'Inviter code (optional)' });
    await expect(invite.inputValue()).resolves.toBe('PR42');
    await expect(invite.getAttribute('readonly')).resolves.not.toBeNull();
  });

  it('a field or select reached by keyboard shows one solid 2 px ring in the focus colour, not a second square outline inside it', async () => {
    const { page } = await newPhone(browser, { locale: 'en' });
    await open(page, '/login');
    // The theme's focus colour as the browser resolves it, and what draws the ring (on the field's
    // control, the input's parent, or the select itself): a 1 px border and a 1 px spread shadow
    // around it, both in that colour.
    const ringOf = (element: Element, onParent: boolean) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-focus)';
      document.body.append(probe);
      const focus = getComputedStyle(probe).color;
      probe.remove();
      const style = getComputedStyle(onParent ? element.parentElement! : element);
      return { focus, border: `${style.borderTopWidth} ${style.borderTopColor}`, shadow: style.boxShadow };
    };
    const expected = (focus: string) => ({ focus, border: `1px ${focus}`, shadow: `${focus} 0px 0px 0px 1px` });

    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await phone.evaluate((input) => [input.matches(':focus-visible'), getComputedStyle(input).outlineStyle])).toEqual([true, 'none']);
    // Polled: the ring fades in (a short transition).
    await expect.poll(async () => {
      const field = await phone.evaluate(ringOf, true);
      return field.focus && field.border === expected(field.focus).border && field.shadow === expected(field.focus).shadow;
    }).toBe(true);

    // The top bar's language select: the same ring, not a border alone.
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await language.evaluate((select) => select.matches(':focus-visible'))).toBe(true);
    await expect.poll(async () => {
      const select = await language.evaluate(ringOf, false);
      return select.border === expected(select.focus).border && select.shadow === expected(select.focus).shadow;
    }).toBe(true);
  });

  it('shows every §5 validation message where the spec says', async () => {
    const { page } = await newPhone(browser, { locale: 'en' });
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('This field is required.').count()).resolves.toBe(2);

    await open(page, '/register');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('08123');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The phone number must support 10 digits.').waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(freshPhone());
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required.').count()).resolves.toBe(3);
    await page.getByRole('textbox', { name: 'Display name' }).fill('Lek');
    await passwordField(page, 'Password').fill('secret-one');
    await passwordField(page, 'Confirm password').fill('secret-two');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await passwordField(page, 'Confirm password').fill('secret-one');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required.').count()).resolves.toBe(4);
    await page.getByRole('combobox', { name: 'Bank' }).selectOption('KTB');
    await page.getByRole('textbox', { name: 'Bank account number' }).fill('1234567890');
    await page.getByRole('textbox', { name: 'Account first name' }).fill('สมชาย');
    await page.getByRole('textbox', { name: 'Account last name' }).fill('ใจดี');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Bank account name must be in English only').waitFor();
    // The name fields force upper case for banks that need English names.
    await page.getByRole('textbox', { name: 'Account first name' }).fill('');
    await page.getByRole('textbox', { name: 'Account first name' }).pressSequentially('somchai');
    await expect(page.getByRole('textbox', { name: 'Account first name' }).inputValue()).resolves.toBe('SOMCHAI');
  });

  /** A new player on the wizard's profile step (OTP off), the phone and a display name typed. */
  async function onProfileStep() {
    const { page } = await newPhone(browser, { locale: 'en' });
    await open(page, '/register');
    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Display name' }).fill('Noi');
    return { page, phone };
  }

  it('keeps what was typed when going back a step', async () => {
    const { page, phone } = await onProfileStep();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone number' }).inputValue()).resolves.toBe(phone);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Display name' }).inputValue()).resolves.toBe('Noi');
  });

  it('keeps an unfinished registration while the player reads How to and comes back', async () => {
    const { page, phone } = await onProfileStep();
    const menu = page.getByRole('navigation', { name: 'Guest menu' });
    await menu.getByRole('link', { name: 'How to' }).click();
    await page.waitForURL('**/howto');
    await menu.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    await expect(page.getByRole('textbox', { name: 'Display name' }).inputValue()).resolves.toBe('Noi');
    // The app's back arrow (there is history behind now) steps the wizard back before it navigates.
    await page.getByTestId('host-back').click();
    await expect(page.getByRole('textbox', { name: 'Phone number' }).inputValue()).resolves.toBe(phone);
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it.each([false, true])('refuses an already registered phone with EXISTING_USER at step 1 (OTP switch %s)', async (otp) => {
    await sandbox.settings({ registerOTP: false });
    const { page } = await newPhone(browser, { locale: 'en' });
    const phone = freshPhone();
    await registerThroughWizard(page, 'en', phone, false);
    await sandbox.settings({ registerOTP: otp });
    await open(page, '/register');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Next' }).click();
    // Issue 18: said at step 1, not after the profile step.
    await expect(page.getByRole('alert').textContent()).resolves.toBe('This phone number is already registered.');
    await expect(page.getByRole('textbox', { name: 'Phone number' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('textbox', { name: 'Display name' }).count()).toBe(0);
  });

  it.each(['th', 'la'] as const)('a known phone is refused at step 1, in the reader\'s language (%s)', async (locale) => {
    const t = (k: string) => text(locale, k);
    const { phone } = await registeredMember();
    const { page } = await newPhone(browser, { locale });
    await open(page, '/register');
    await page.getByRole('textbox', { name: t('register.phone') }).fill(phone);
    await page.getByRole('button', { name: t('register.next'), exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(t('errors.EXISTING_USER'));
    expect(await page.getByRole('textbox', { name: t('register.name') }).count()).toBe(0);
  });

  it("a guest screen whose code is still coming shows a spinner under the menus, not an empty page (the prerendered frame is gone by then)", async () => {
    const { context, page } = await newPhone(browser, { locale: 'la' });
    await open(page, '/login');
    await page.getByRole('heading', { name: text('la', 'login.title') }).waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/HowtoPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation').getByRole('link', { name: text('la', 'nav.howto') }).click();
    const loading = page.getByRole('status').filter({ hasText: text('la', 'ui.common.loading') });
    await loading.waitFor();
    release();
    await page.getByRole('button', { name: text('la', 'howto.checkBalance') }).waitFor();
    await expect(loading.count()).resolves.toBe(0);
  });

  it('plays a tutorial video in a modal player from the how-to page', async () => {
    const { page } = await newPhone(browser, { locale: 'th' });
    await open(page, '/howto');
    await page.getByRole('button', { name: text('th', 'howto.checkBalance') }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector('dialog[open] video') as HTMLVideoElement | null;
      return v !== null && v.readyState >= 1 && v.duration > 0;
    });
    await expect(video.getAttribute('src')).resolves.toBe('/media/tutorials/check-balance.webm');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
  });

  it('shows the contact lookup and version, and the chat mount point only when the server enables it', async () => {
    await sandbox.settings({ enableChatWidget: false });
    const { page } = await newPhone(browser, { locale: 'la' });
    await open(page, '/contact');
    await page.getByText(text('la', 'app.version', { version: '1.1.14' })).waitFor();
    await expect(page.getByRole('link', { name: text('la', 'contact.addLine') }).getAttribute('href')).resolves.toMatch(
      /^https?:/,
    );
    await expect(page.getByTestId('chat-widget-slot').count()).resolves.toBe(0);
    await sandbox.settings({ enableChatWidget: true });
    await page.reload();
    await page.getByTestId('chat-widget-slot').waitFor({ state: 'attached' });
    await sandbox.settings({ enableChatWidget: false });
  });
});
