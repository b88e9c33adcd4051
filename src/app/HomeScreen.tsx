import { Suspense } from 'react';
import type { MemberBankAccount } from '../api/contract';
import { GameAccountDialog } from '../features/games/GameAccountDialog';
import HomePage from '../features/home/HomePage';
import { BankNameDialog } from '../features/profile/BankNameDialog';
import { useLiveBalance } from '../features/wallet/live';
import { lazyWithRetry as lazy } from '../lib/lazyWithRetry';

// The money dialogs load after the home, never with /login.
const WalletDialogs = lazy(() => import('./WalletDialogs'));

const bankNameDialog = (account: MemberBankAccount) => (
  <BankNameDialog bankCode={account.bankCode} currentName={account.bankAccountName} />
);

/**
 * /user/home: the home with the dialogs other features own (game account, money dialogs, bank
 * name), and the wallet's live balance while it is open.
 */
export default function HomeScreen() {
  useLiveBalance();
  return (
    <HomePage
      dialogs={
        <>
          <GameAccountDialog />
          <Suspense fallback={null}>
            <WalletDialogs />
          </Suspense>
        </>
      }
      bankNameDialog={bankNameDialog}
    />
  );
}
