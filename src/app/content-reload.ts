import { lookup } from '../api/lookup';
import { bonus, loadBonuses } from '../features/bonus/store';
import { conditions, openConditions, resetConditions } from '../features/conditions/store';
import { help, loadContact } from '../features/help/store';
import { home, reloadNotice } from '../features/home/store';
import { loadProfile, profile } from '../features/profile/store';
import { reloadRegisterLookups, registration } from '../features/register/store';
import { loadSetup, loadCoupons, spin } from '../features/spin/store';
import { loadStatement, statement } from '../features/statement/store';
import { reloadWallet, wallet } from '../features/wallet/store';

/**
 * Server texts on screen (issue 19.2) come in the language the call asked for. After a switch, what
 * was loaded is loaded again in the new one; what was never loaded loads in it when first needed.
 */
export async function reloadServerContent(): Promise<void> {
  const jobs: Array<Promise<unknown>> = [];
  if (conditions.items) {
    const open = conditions.open;
    resetConditions();
    if (open) jobs.push(openConditions());
  }
  if (home.agreementOpen) {
    jobs.push(lookup('agreements', { errors: 'silent' }).then((r) => void (home.agreements = r.agreements), () => undefined));
  }
  if (help.contact) jobs.push(loadContact());
  if (home.notice) jobs.push(reloadNotice());
  if (bonus.loaded || bonus.failed) jobs.push(loadBonuses());
  if (spin.loaded) jobs.push(loadSetup());
  if (spin.couponsLoaded) jobs.push(loadCoupons());
  if (statement.entries.rows.length > 0) jobs.push(loadStatement());
  if (profile.data) jobs.push(loadProfile());
  if (wallet.snapshot) jobs.push(reloadWallet());
  if (registration.banks.length > 0 || registration.sources.length > 0) jobs.push(reloadRegisterLookups());
  await Promise.allSettled(jobs);
}

