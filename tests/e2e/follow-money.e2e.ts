import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asReturningMember, open, phonesPerSuite, withServer, type Locale } from './harness';
import { api, registeredMember, sandbox } from './sandbox';
import { text } from './texts';

/**
 * Issue 18 "money a player can follow", against the real server: wallet → game → a sandbox round →
 * wallet through the visible controls only (the home's Transfer tile, the game dialog's "move to
 * main wallet", the balances and "All" on the form), and a coupon claim that a held bonus blocks,
 * said before the tap.
 */
type Member = Awaited<ReturnType<typeof registeredMember>>;

const authed = <T>(member: Member, method: string, path: string, body?: unknown) => api.call<T>(method, path, body, member.token);
const walletAmount = async (member: Member) =>
  (await authed<{ wallet: { amount: number } }>(member, 'GET', '/api/wallet')).wallet.amount;

async function fundedMember(deposit: number): Promise<Member> {
  const member = await registeredMember();
  const qr = await authed<{ qrcodeId: string }>(member, 'POST', '/api/qrcode/KBANK', { amount: deposit });
  await sandbox.payQr(qr.qrcodeId);
  return member;
}

describe.runIf(withServer())('money a player can follow (issue 18)', () => {
  const phones = phonesPerSuite();

  async function signedIn(member: Member, locale: Locale): Promise<Page> {
    const phone = await phones.phone({ locale });
    await asReturningMember(phone.context, member.token);
    return phone.page;
  }

  /** Answers the form's confirmation, reads the receipt's reference, closes it with Done. */
  async function confirmTransfer(page: Page, t: (k: string) => string): Promise<string> {
    const sheet = page.getByRole('dialog', { name: t('transfer.title') });
    await sheet.getByRole('button', { name: t('transfer.submit'), exact: true }).click();
    await page
      .getByRole('alertdialog', { name: t('transfer.confirmTitle') })
      .getByRole('button', { name: t('common.confirm') })
      .click();
    const receipt = sheet.getByRole('region', { name: t('receipt.transfer') });
    const reference = await receipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue();
    expect(reference).toMatch(/^TX\d{8,}$/);
    await receipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });
    return reference;
  }

  it.each(['th', 'la', 'en'] as const)('wallet → game from the home tile, a won round, then game → wallet from the game dialog with "All" (%s)', async (locale) => {
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await fundedMember(500);
    await authed(member, 'GET', '/api/wallet/activate/PG');
    const page = await signedIn(member, locale);
    await open(page, '/user/home');

    // Wallet → game: the Transfer tile beside deposit and withdraw opens the from/to form.
    await page
      .getByRole('list', { name: t('home.actions') })
      .getByRole('button', { name: t('home.transfer') })
      .click();
    const sheet = page.getByRole('dialog', { name: t('transfer.title') });
    await sheet.getByRole('combobox', { name: t('transfer.from') }).selectOption('WALLET');
    await sheet.getByRole('combobox', { name: t('transfer.to') }).selectOption('PG');
    await sheet.getByText(t('transfer.available', { amount: '500.00' })).waitFor();
    await sheet.getByText(t('transfer.destinationBalance', { amount: '0.00' })).waitFor();
    const amount = sheet.getByRole('textbox', { name: t('transfer.amount') });
    // More than the wallet holds is refused on the form, before any confirmation.
    await amount.fill('600');
    await sheet.getByRole('button', { name: t('transfer.submit'), exact: true }).click();
    await sheet
      .getByRole('alert')
      .filter({ hasText: t('transfer.overBalance', { account: t('transfer.wallet'), amount: '500.00' }) })
      .waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await amount.fill('200');
    await confirmTransfer(page, t);
    expect(await walletAmount(member)).toBe(300);

    // The game side: a won round of 50 (the sandbox plays the provider); the home follows it live.
    const { username } = await authed<{ username: string }>(member, 'GET', '/api/wallet/account/PG');
    await sandbox.gameRound('PG', username, 50);
    const card = page.getByRole('button', { name: /^PG Soft/ });
    await card.getByText('250.00').first().waitFor();

    // Game → wallet: "move to main wallet" in the game's dialog opens the form PG → wallet; "All" fills 250.00.
    await card.click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await game.getByRole('button', { name: t('games.toWallet') }).click();
    await sheet.waitFor();
    await expect(sheet.getByRole('combobox', { name: t('transfer.from') }).inputValue()).resolves.toBe('PG');
    await expect(sheet.getByRole('combobox', { name: t('transfer.to') }).inputValue()).resolves.toBe('WALLET');
    await sheet.getByText(t('transfer.available', { amount: '250.00' })).waitFor();
    await sheet.getByRole('button', { name: t('transfer.fillAll'), exact: true }).click();
    await expect(amount.inputValue()).resolves.toBe('250.00');
    await confirmTransfer(page, t);
    expect(await walletAmount(member)).toBe(550);
    await card.getByText('0.00').first().waitFor();
  });

  it.each(['th', 'la', 'en'] as const)(
    'withdraw from the home tile: the masked destination before confirming, a receipt after, the total updated behind it, the same receipt in the statement (%s)',
    async (locale) => {
      const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
      const member = await fundedMember(500);
      const accountNo = `1${member.phone.slice(1)}`;
      const page = await signedIn(member, locale);
      await open(page, '/user/home');
      const card = page.getByRole('region', { name: t('ui.balanceCard.total') });
      await card.getByText('500.00').waitFor();

      await page.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.withdraw') }).click();
      const sheet = page.getByRole('dialog', { name: t('withdraw.title') });
      await sheet.getByRole('textbox', { name: t('withdraw.amount') }).fill('150');
      await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();

      // Before any money moves: where it goes, the number masked to its last four, the holder, the fee.
      const ending = sheet.getByLabel(t('receipt.accountEnding', { digits: accountNo.slice(-4) }));
      await expect(ending.textContent()).resolves.toBe(`xxx-xxx-${accountNo.slice(-4)}`);
      expect(await sheet.textContent()).not.toContain(accountNo);
      await sheet.getByText('SOMCHAI TEST').waitFor();
      await sheet.getByText(t('receipt.noFee')).waitFor();
      expect(await walletAmount(member)).toBe(500);

      await sheet.getByRole('button', { name: t('withdraw.confirm') }).click();
      const receipt = sheet.getByRole('region', { name: t('receipt.withdraw') });
      const reference = await receipt.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue();
      expect(reference).toMatch(/^TX\d{8,}$/);
      await receipt.getByText(t('statement.status.pending')).waitFor();
      // The home behind the receipt already shows the new total.
      await card.getByText('350.00').waitFor();
      expect(await walletAmount(member)).toBe(350);

      // The statement links the same receipt: same reference, still in progress.
      await receipt.getByRole('button', { name: t('ui.receipt.statement') }).click();
      await page.waitForURL(/\/user\/statement/);
      const linked = page.getByRole('dialog', { name: t('receipt.open') });
      await expect(linked.getByRole('textbox', { name: t('ui.receipt.reference') }).inputValue()).resolves.toBe(reference);
      await linked.getByText(t('statement.status.pending')).waitFor();
      await linked.getByRole('button', { name: t('ui.receipt.done') }).click();
      await page.getByRole('button', { name: t('receipt.openFor', { reference }) }).waitFor();
    },
  );

  it('a withdrawal decided while its receipt is open turns it live: paid to "success", refused to "failed" with the money back behind it (th)', async () => {
    const locale: Locale = 'th';
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    const member = await fundedMember(500);
    const page = await signedIn(member, locale);
    await open(page, '/user/home');
    const card = page.getByRole('region', { name: t('ui.balanceCard.total') });
    await card.getByText('500.00').waitFor();
    const sheet = page.getByRole('dialog', { name: t('withdraw.title') });
    // Its title follows the decision: requested, paid, not paid.
    const titles = ['receipt.withdraw', 'receipt.withdrawPaid', 'receipt.withdrawNotPaid'].map((key) => t(key));
    const receipt = sheet.getByRole('region', { name: new RegExp(`^(${titles.join('|')})$`) });

    /** Withdraws from the home tile; the receipt stays open, in progress. The sandbox console's id of it. */
    const withdraw = async (amount: number): Promise<string> => {
      await page.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.withdraw') }).click();
      await sheet.getByRole('textbox', { name: t('withdraw.amount') }).fill(String(amount));
      await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
      await sheet.getByRole('button', { name: t('withdraw.confirm') }).click();
      await receipt.getByText(t('statement.status.pending'), { exact: true }).waitFor();
      expect(await receipt.getAttribute('data-tone')).toBe('pending');
      const { withdrawals } = await api.call<{ withdrawals: Array<{ id: string; username: string }> }>('GET', '/api/sandbox/withdrawals');
      return withdrawals.find((w) => w.username === member.phone)!.id;
    };

    // Paid: the operator approves, the server pings the member's room, the receipt turns at once
    // (the live push; the fallback poll is slower than this wait).
    await sandbox.decideWithdrawal(await withdraw(100), 'approve');
    await receipt.getByText(t('statement.status.success'), { exact: true }).waitFor({ timeout: 3000 });
    expect(await receipt.getAttribute('data-tone')).toBe('success');
    await sheet.getByRole('region', { name: t('receipt.withdrawPaid') }).waitFor();
    await expect(receipt.getByText(t('statement.status.pending'), { exact: true }).count()).resolves.toBe(0);
    await card.getByText('400.00').waitFor();
    await receipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });

    // Refused: a cross, where the money is, and the refunded wallet on the receipt and behind it.
    const refused = await withdraw(150);
    await card.getByText('250.00').waitFor();
    await receipt.getByText('250.00').waitFor();
    await sandbox.decideWithdrawal(refused, 'reject');
    await receipt.getByText(t('statement.status.failed'), { exact: true }).waitFor({ timeout: 3000 });
    expect(await receipt.getAttribute('data-tone')).toBe('failed');
    await sheet.getByRole('region', { name: t('receipt.withdrawNotPaid') }).waitFor();
    await receipt.getByText(t('receipt.withdrawRefused')).waitFor();
    await receipt.getByText('400.00').waitFor();
    await card.getByText('400.00').waitFor();
    expect(await walletAmount(member)).toBe(400);
    // The receipt said it: no toast on top of it.
    const toasts = page.getByRole('region', { name: t('ui.toast.region') });
    await expect(toasts.getByText(t('home.decision.withdrawRefused', { amount: '150.00' })).count()).resolves.toBe(0);

    // Refused with the sheet closed: the home says why the balance came back.
    await receipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });
    const later = await withdraw(120);
    await receipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });
    await sandbox.decideWithdrawal(later, 'reject');
    await toasts.getByRole('alert').filter({ hasText: t('home.decision.withdrawRefused', { amount: '120.00' }) }).waitFor();
    await card.getByText('400.00').waitFor();

    // Refused while the receipt of a later withdrawal is open: that receipt is not this one's, so
    // the home says it, and the receipt's balance follows the money back.
    const first = await withdraw(100);
    await receipt.getByRole('button', { name: t('ui.receipt.done') }).click();
    await sheet.waitFor({ state: 'detached' });
    await withdraw(110);
    await receipt.getByText('190.00').waitFor();
    await sandbox.decideWithdrawal(first, 'reject');
    await toasts.getByRole('alert').filter({ hasText: t('home.decision.withdrawRefused', { amount: '100.00' }) }).waitFor();
    await receipt.getByText('290.00').waitFor();
    await expect(receipt.getByText(t('statement.status.pending'), { exact: true }).count()).resolves.toBe(1);
  });

  it('a held bonus short of its turnover: the withdraw sheet says so before any amount, and leads to the bonus (la)', async () => {
    const t = (k: string, v?: Record<string, string | number>) => text('la', k, v);
    const member = await fundedMember(1000);
    await authed(member, 'GET', '/api/promotion/activate/SONGKRAN');
    const page = await signedIn(member, 'la');
    await open(page, '/user/home');
    await page.getByRole('list', { name: t('home.actions') }).getByRole('button', { name: t('home.withdraw') }).click();
    const sheet = page.getByRole('dialog', { name: t('withdraw.title') });
    const note = sheet.getByRole('note');
    await note.getByText(t('withdraw.bonusHeld')).waitFor();
    expect(await sheet.getByRole('button', { name: t('withdraw.submit'), exact: true }).isDisabled()).toBe(true);
    await note.getByRole('button', { name: t('withdraw.bonusLink') }).click();
    await page.waitForURL('**/user/bonus');
    await page.getByRole('region', { name: t('bonus.activeTitle') }).getByText('SONGKRAN').waitFor();
  });

  it.each(['th', 'la', 'en'] as const)('a held bonus: every coupon claim is off with its reason shown, before any tap (%s)', async (locale) => {
    const t = (k: string, v?: Record<string, string | number>) => text(locale, k, v);
    // Every 100 baht of one deposit earns a spin coin; spin until a coupon is claimable.
    const member = await fundedMember(1000);
    type Coupons = { coupons: Array<{ status: string }> };
    let coupons = (await authed<Coupons>(member, 'GET', '/api/spinwheel/coupon')).coupons;
    while (!coupons.some((c) => c.status === 'CLAIMABLE')) {
      await authed(member, 'POST', '/api/spinwheel/spin');
      coupons = (await authed<Coupons>(member, 'GET', '/api/spinwheel/coupon')).coupons;
    }
    await authed(member, 'GET', '/api/promotion/activate/SONGKRAN');
    const page = await signedIn(member, locale);
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/spinwheel/coupon/claim')) claims.push(request.url());
    });
    await open(page, '/user/spin');
    const reason = page.getByText(t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' }));
    await reason.waitFor();
    const table = page.getByRole('table', { name: t('spin.coupons.title') });
    const claim = table.getByRole('button', { name: new RegExp(`^${t('spin.coupons.claim')} `) }).first();
    await claim.waitFor();
    expect(await claim.isDisabled()).toBe(true);
    const describedBy = await claim.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(t('spin.coupons.blockedByBonus', { code: 'SONGKRAN' }));
    await claim.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(claims).toEqual([]);
  });
});
