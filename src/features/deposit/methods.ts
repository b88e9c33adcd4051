import { QR_PROVIDERS, type DepositBank, type DepositLookup, type QrProvider } from '../../api/contract';

/** What the tabs need of the lookup, as read from a valtio snapshot. */
export interface MethodSource {
  readonly banks: readonly Readonly<Pick<DepositBank, 'bankCode' | 'bankType' | 'mode'>>[];
  readonly wallets: readonly Readonly<DepositLookup['wallets'][number]>[];
  readonly isManual: boolean;
}

/** The tabs of the deposit dialog, derived from the deposit lookup (spec §2, §3). */
export type DepositMethod = { kind: 'bank' } | { kind: 'qr'; provider: QrProvider } | { kind: 'truewallet' };

const isQrProvider = (code: string): code is QrProvider => (QR_PROVIDERS as readonly string[]).includes(code);

export function depositMethods(found: MethodSource): DepositMethod[] {
  const methods: DepositMethod[] = [];
  if (found.banks.some((b) => b.bankType === 'BANK' && b.mode === 'AUTO') || found.isManual) methods.push({ kind: 'bank' });
  for (const bank of found.banks) {
    const qr = bank.mode === 'QR' || bank.bankType === 'PAYMENT';
    if (qr && isQrProvider(bank.bankCode) && !methods.some((m) => m.kind === 'qr' && m.provider === bank.bankCode)) {
      methods.push({ kind: 'qr', provider: bank.bankCode });
    }
  }
  if (found.wallets.length > 0) methods.push({ kind: 'truewallet' });
  return methods;
}

export const methodKey = (method: DepositMethod): string => (method.kind === 'qr' ? `qr-${method.provider}` : method.kind);
