import type { Decorator } from '@storybook/react-vite';
import { storyI18n } from './i18n';
import type { GameAccount, WalletSnapshot } from '../src/api/contract';
import { forgetPageActions } from '../src/api/action';
import { configureHttp } from '../src/api/http';
import { NotifyHost } from '../src/features/notify/NotifyHost';
import { notify, showAlert, toast } from '../src/features/notify/store';
import { wallet } from '../src/features/wallet/store';
import { setWalletCurrency, type WalletCurrency } from '../src/lib/money';
import ReceiptHost from '../src/features/receipt/ReceiptHost';
import { closeReceipt } from '../src/features/receipt/store';

/**
 * Shared by the money dialogs' stories: the app's reply rules (translated toasts, error modals)
 * wired to the story's i18n, the notify and receipt hosts on screen, and a signed-in member's wallet.
 */
export const withMoneyHost: Decorator = (Story) => {
  configureHttp({
    translate: (code) => (storyI18n.exists(`errors.${code}`) ? storyI18n.t(`errors.${code}`) : undefined),
    toast: (text) => toast(text, 'error'),
    modalError: (text) => showAlert({ tone: 'error', title: storyI18n.t('common.error'), text }),
  });
  return (
    <>
      <Story />
      <NotifyHost />
      <ReceiptHost />
    </>
  );
};

const slot = (code: string, name: string, amount: number, isActive = true): GameAccount => ({
  code,
  name,
  category: 'slot',
  isActive,
  amount,
  ftWalletSlot: 1,
  logo: '',
  background: '',
  web: null,
  android: null,
  ios: null,
});

export const sampleSnapshot: WalletSnapshot = {
  profile: { _id: '1042', name: 'Somchai Test', username: '0812345678', createdAt: '2025-01-02T03:04:05.000Z', coin: 0, currency: 'BAHT' },
  bankAccount: {
    bankCode: 'SCB',
    bankAccountName: 'SOMCHAI TEST',
    bankAccountNo: '4021234567',
    bank: { nameTH: 'ไทยพาณิชย์', nameEN: 'SCB' },
  },
  wallet: { amount: 500 },
  invite: { amount: 35, success: 5, fail: 1 },
  slots: [slot('PG', 'PG Soft', 120), slot('JOKER', 'Joker Gaming', 0), slot('SLOTXO', 'SlotXO', 0, false)],
};

/** Resets what every money story shares: the signed-in wallet (baht, or kip) and the notify store. */
export function resetMoneyStories(currency: WalletCurrency = 'BAHT'): void {
  const snapshot = structuredClone(sampleSnapshot);
  snapshot.profile.currency = currency;
  wallet.snapshot = snapshot;
  // Read just now, as a loaded wallet is (a receipt shows game balances read after its move).
  wallet.lastSync = new Date().toISOString();
  setWalletCurrency(currency);
  notify.alert = null;
  closeReceipt();
  notify.toasts = [];
  notify.pending = 0;
  // No story inherits another's money move that got no answer (its key, and the sheet's "it may have gone through").
  forgetPageActions();
  sessionStorage.clear();
}
