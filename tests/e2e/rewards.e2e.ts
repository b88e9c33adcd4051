import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPhone, open, withServer, type Locale } from './harness';
import { api, registeredMember, sandbox, uploadSlip } from './sandbox';
import { text } from './texts';

/** Issue 10: bonus, promotion, statement and slips, spin wheel and coupons against the real server. */

type Member = Awaited<ReturnType<typeof registeredMember>>;

const authed = <T>(member: Member, method: string, path: string, body?: unknown) => api.call<T>(method, path, body, member.token);

/** A member funded through a paid sandbox QR (every 100 baht of one deposit also earns a spin coin). */
async function fundedMember(deposit: number): Promise<Member> {
  const member = await registeredMember();
  const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: deposit });
  await sandbox.payQr(qr.qrcodeId);
  return member;
}

/** Plays rounds at PG until the held bonus's turnover (sum of |delta|) reaches `turnover`. */
async function playTurnover(member: Member, stake: number, turnover: number): Promise<void> {
  await authed(member, 'GET', '/api/wallet/activate/PG');
  await authed(member, 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: stake });
  const { username } = await authed<{ username: string }>(member, 'GET', '/api/wallet/account/PG');
  for (let played = 0, sign = -1; played < turnover; played += stake, sign = -sign) {
    await sandbox.gameRound('PG', username, sign * stake);
  }
}

/**
 * Clicks (even what is not a button) and returns once the app has handled that click: a listener on
 * the document, which runs after the app's own, sees it, then two frames pass, so whatever the click
 * changed (a dialog opening in an effect included) is on screen.
 */
async function clickSettled(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __clickHandled: Promise<void> }).__clickHandled = new Promise((resolve) =>
      document.addEventListener('click', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
      }),
    );
  });
  await target.click({ force: true });
  await page.evaluate(() => (window as unknown as { __clickHandled: Promise<void> }).__clickHandled);
}

describe.runIf(withServer())('rewards journeys against the real server (spec §2, §4, §7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function signedIn(member: Member, locale: Locale): Promise<Page> {
    const { context, page } = await newPhone(browser, { locale });
    await context.addInitScript((token) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('remember-agreement', new Date().toISOString());
    }, member.token);
    return page;
  }

  it('activates a bonus, refuses to end it before its turnover, ends it after, and then shows it received', async () => {
    const t = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
    const member = await fundedMember(500);
    const page = await signedIn(member, 'en');
    await open(page, '/user/bonus');

    await page.getByRole('button', { name: /WELCOME100/ }).click();
    const dialog = page.getByRole('dialog', { name: 'WELCOME100' });
    await dialog
      .getByRole('note')
      .getByText(t('bonus.notice', { percentFail: 50 }))
      .waitFor();
    await dialog.getByRole('button', { name: t('bonus.receive') }).click();
    // It ends on its receipt (issue 18.4): the bonus, a TX reference, Done.
    const received = page.getByRole('dialog', { name: t('receipt.open') });
    await received.getByRole('heading', { name: t('receipt.bonus') }).waitFor();
    await received.getByText('WELCOME100').waitFor();
    expect(await received.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
    await received.getByRole('button', { name: t('ui.receipt.done') }).click();

    // Held: its type and the cancel button instead of the code form; its card is the current one.
    const active = page.getByRole('region', { name: t('bonus.activeTitle') });
    await active.getByText(`${t('bonus.type.limit')} · WELCOME100`).waitFor();
    await expect(page.getByRole('textbox', { name: t('bonus.codeLabel') }).count()).resolves.toBe(0);
    // Once per member: the held card is the current one and already received, so not a button.
    const card = page.getByRole('group', { name: 'WELCOME100' });
    await card.getByText(t('bonus.current'), { exact: true }).waitFor();
    await card.getByText(t('bonus.received'), { exact: true }).waitFor();

    // Turnover not reached: a danger dialog says why at once, with no "it ends now" to agree to first.
    await active.getByRole('button', { name: t('bonus.cancel') }).click();
    const refused = page.getByRole('alertdialog', { name: t('bonus.cancelFailed') });
    await refused.getByText(text('en', 'errors.BONUS_CONDITION')).waitFor();
    await expect(refused.locator('[data-tone="danger"]').count()).resolves.toBe(1);
    await expect(page.getByRole('alertdialog', { name: t('bonus.cancelTitle') }).count()).resolves.toBe(0);
    await refused.getByRole('button', { name: text('en', 'common.ok') }).click();

    // 100 bonus × 3 turnover: play 300, then cancelling ends it.
    await playTurnover(member, 100, 300);
    await active.getByRole('button', { name: t('bonus.cancel') }).click();
    await page
      .getByRole('alertdialog', { name: t('bonus.cancelTitle') })
      .getByRole('button', { name: t('bonus.cancel') })
      .click();
    await page.getByText(text('en', 'errors.BONUS_CLEAR')).waitFor();
    await page.getByRole('textbox', { name: t('bonus.codeLabel') }).waitFor();

    // WELCOME100 is once per member: received, not a button, and clicking it opens nothing.
    const maxed = page.getByRole('group', { name: 'WELCOME100' });
    await maxed.getByText(t('bonus.received'), { exact: true }).waitFor();
    await expect(maxed.getByText(t('bonus.current'), { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /WELCOME100/ }).count()).resolves.toBe(0);
    await clickSettled(page, maxed);
    await expect(page.getByRole('dialog', { name: 'WELCOME100' }).count()).resolves.toBe(0);
    await expect(authed<{ status: boolean }>(member, 'GET', '/api/bonus/check/active')).resolves.toMatchObject({ status: false });
  });

  it('finds a promotion code typed in lowercase and receives it (th)', async () => {
    const t = (key: string, vars?: Record<string, string | number>) => text('th', key, vars);
    const member = await fundedMember(100);
    const page = await signedIn(member, 'th');
    await open(page, '/user/bonus');
    const field = page.getByRole('textbox', { name: t('bonus.codeLabel') });
    await field.pressSequentially('newyear2025');
    await expect(field.inputValue()).resolves.toBe('NEWYEAR2025');
    await page.getByRole('button', { name: t('bonus.search'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('bonus.promotionTitle', { code: 'NEWYEAR2025' }) });
    await dialog.getByText(t('bonus.percent', { percent: 40 }), { exact: true }).waitFor();
    // Server content in the player's language (issue 19.2): the Thai description, not the English one.
    await dialog.getByText(/โค้ดปีใหม่/).waitFor();
    await dialog.getByRole('button', { name: t('bonus.receive') }).click();
    // Its receipt in Thai (issue 18.4): the code, a TX reference and the wallet after (100 + 50).
    const received = page.getByRole('dialog', { name: t('receipt.open') });
    await received.getByRole('heading', { name: t('receipt.bonus') }).waitFor();
    await received.getByText('NEWYEAR2025').waitFor();
    expect(await received.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
    await received.getByText('150.00').waitFor();
    await received.getByRole('button', { name: t('ui.receipt.done') }).click();
    await page
      .getByRole('region', { name: t('bonus.activeTitle') })
      .getByText(`${t('bonus.type.promotion')} · NEWYEAR2025`)
      .waitFor();
    const wallet = await authed<{ wallet: { amount: number } }>(member, 'GET', '/api/wallet');
    expect(wallet.wallet.amount).toBe(150);

    // A code that does not exist: the dialog says not found.
    await playTurnover(member, 50, 100);
    await authed(member, 'GET', '/api/bonus/clear');
    await page.reload();
    await page.getByRole('textbox', { name: t('bonus.codeLabel') }).fill('nothing');
    await page.getByRole('button', { name: t('bonus.search'), exact: true }).click();
    await page.getByRole('dialog').getByRole('alert').getByText(t('bonus.notFound')).waitFor();
  });

  it('lists the journey’s deposit, transfer and bonus with their signs and icons, and a rejected slip’s reason', async () => {
    const t = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
    const member = await fundedMember(500);
    await authed(member, 'GET', '/api/wallet/activate/PG');
    await authed(member, 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 120 });
    await authed(member, 'GET', '/api/bonus/activate/DAILY20');
    const reference = await uploadSlip(member.token);
    await sandbox.decideSlip(reference, 'reject', { note: 'SLIP_REFNO_DUPLICATED' });

    const page = await signedIn(member, 'en');
    await open(page, '/user/statement');
    const list = page.getByRole('list', { name: t('statement.listLabel') });
    const item = (type: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('img', { name: t(`statement.type.${type}`), exact: true }) });
    await item('deposit').waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(3);
    await expect(item('deposit').innerText()).resolves.toContain('+500.00');
    await expect(item('deposit').innerText()).resolves.toContain(
      t('statement.activity.deposit', { from: t('statement.place.QR') }),
    );
    const transfer = await item('transfer').innerText();
    expect(transfer).toContain('120.00');
    expect(transfer).not.toMatch(/[+-]120\.00/);
    expect(transfer).toContain(t('statement.activity.transfer', { from: t('statement.place.WALLET'), to: 'PG' }));
    await expect(item('bonus').innerText()).resolves.toContain('+20.00');
    await expect(item('bonus').innerText()).resolves.toContain('Daily bonus');
    // The §9 icons: a wallet for the deposit, an exchange for the transfer, a gift for the bonus.
    const icon = (type: string) => item(type).locator('[data-icon]').getAttribute('data-icon');
    await expect(icon('deposit')).resolves.toBe('wallet');
    await expect(icon('transfer')).resolves.toBe('exchange');
    await expect(icon('bonus')).resolves.toBe('gift');

    await page.getByRole('button', { name: t('statement.slips.open') }).click();
    const slips = page.getByRole('dialog', { name: t('statement.slips.title') });
    const row = slips.getByRole('row').filter({ hasText: text('en', 'statement.status.failed') });
    await row.getByText(text('en', 'slipReason.SLIP_REFNO_DUPLICATED')).waitFor();
    // No amount: a dash drawn, "no amount" read.
    await expect(row.getByText(t('statement.slips.noAmount')).getAttribute('class')).resolves.toContain('visually-hidden');
    await expect(row.locator('[aria-hidden="true"]', { hasText: '-' }).count()).resolves.toBe(1);
    // Issue 18.6: the image opens through GET /api/statement/slip/reference/{ref}, a fresh signed link
    // (the list's own expires after an hour), in a new window.
    // The browser's own image viewer styles the window (it centres the slip): the policy that keeps
    // an upload from running anything lets it, so the console shows no refusal.
    const refused: string[] = [];
    page.context().once('page', (opened) =>
      opened.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      }),
    );
    const [popup, asked] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith(`/api/statement/slip/reference/${reference}`)),
      row.getByRole('button', { name: t('statement.slips.view') }).click(),
    ]);
    const { url } = (await asked.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/media/slips/${reference}\\?`));
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${baseUrl()}${url}`);
    const image = await fetch(popup.url());
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(refused).toEqual([]);
    await popup.close();
  });

  it('lands the wheel on the slice the server drew, and claims a coupon once when confirm is clicked twice', async () => {
    const t = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
    const member = await fundedMember(1000);
    const page = await signedIn(member, 'en');
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/spinwheel/coupon/claim')) claims.push(request.postData() ?? '');
    });
    await open(page, '/user/spin');
    const wheel = page.getByRole('img', { name: t('spin.wheelLabel', { name: 'Lucky Wheel' }) });
    await wheel.waitFor();
    const setup = await authed<{ result: { activeSpinwheel: { slices: Array<{ code: string }> } } }>(
      member,
      'GET',
      '/api/spinwheel/setup',
    );
    const codes = setup.result.activeSpinwheel.slices.map((s) => s.code);

    const spun = page.waitForResponse((r) => r.url().endsWith('/api/spinwheel/spin'));
    await page.getByRole('button', { name: `${t('spin.spin')} 10 ${t('spin.coinsUnit', { count: 10 })}` }).click();
    const drawn = ((await (await spun).json()) as { result: { code: string; couponId: string | null } }).result;
    await expect(wheel.getAttribute('data-spinning')).resolves.toBe('true');
    const prize = page.getByRole('alertdialog', { name: drawn.couponId ? t('spin.prizeTitle') : t('spin.noPrizeTitle') });
    await prize.waitFor({ timeout: 8000 });
    await expect(wheel.getAttribute('data-pointer-code')).resolves.toBe(drawn.code);
    await expect(wheel.getAttribute('data-pointer-slice')).resolves.toBe(String(codes.indexOf(drawn.code)));
    await prize.getByRole('button', { name: text('en', 'common.confirm') }).click();
    await page.getByRole('button', { name: `${t('spin.spin')} 9 ${t('spin.coinsUnit', { count: 9 })}` }).waitFor();

    // Make sure a coupon exists (a "Try again" slice issues none), then claim the newest.
    let coupons = (
      await authed<{ coupons: Array<{ _id: string; amount: number; status: string }> }>(member, 'GET', '/api/spinwheel/coupon')
    ).coupons;
    while (!coupons.some((c) => c.status === 'CLAIMABLE')) {
      await authed(member, 'POST', '/api/spinwheel/spin');
      coupons = (await authed<{ coupons: typeof coupons }>(member, 'GET', '/api/spinwheel/coupon')).coupons;
    }
    const target = coupons.findIndex((c) => c.status === 'CLAIMABLE');
    const before = (await authed<{ wallet: { amount: number } }>(member, 'GET', '/api/wallet')).wallet.amount;
    await page.reload();
    const claim = page
      .getByRole('table', { name: t('spin.coupons.title') })
      .getByRole('button', { name: new RegExp(`^${t('spin.coupons.claim')} coupon ${target + 1}:`) });
    await claim.click();
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: t('spin.claimConfirm'), exact: true }) });
    const confirm = dialog.getByRole('button', { name: t('spin.claimConfirm'), exact: true });
    // A double tap: two clicks at once, as a player's thumb sends them (a second click that waited
    // for the button to be clickable again failed under load, the button rightly busy by then).
    await confirm.dblclick();
    const receipt = page.getByRole('dialog', { name: t('receipt.open') });
    await receipt.getByRole('heading', { name: t('receipt.coupon') }).waitFor();
    expect(await receipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).toMatch(/^TX\d{8,}$/);
    expect(claims).toHaveLength(1);
    expect(JSON.parse(claims[0]!)).toEqual({ coupon: coupons[target]!._id });
    const after = (await authed<{ wallet: { amount: number } }>(member, 'GET', '/api/wallet')).wallet.amount;
    expect(after).toBeCloseTo(before + coupons[target]!.amount, 2);
    const status = (await authed<{ coupons: typeof coupons }>(member, 'GET', '/api/spinwheel/coupon')).coupons.find(
      (c) => c._id === coupons[target]!._id,
    );
    expect(status?.status).toBe('CLAIMED');
  });
});
