import { proxy } from 'valtio';

/**
 * Which home dialog is open (spec §2 "Dialogs opened from the home"). The home's widgets call
 * `openDialog`, the dialog host renders it; the dialogs themselves live in their own features.
 */
export type WalletDialog = 'deposit' | 'transfer' | 'withdraw' | 'invite' | 'refund';

export const dialogs = proxy({
  open: null as WalletDialog | null,
  /** Optional context, e.g. the game code a transfer starts from. */
  context: {} as { from?: string; to?: string },
});

export function openDialog(name: WalletDialog, context: { from?: string; to?: string } = {}): void {
  dialogs.context = context;
  dialogs.open = name;
}

export function closeDialog(): void {
  dialogs.open = null;
  dialogs.context = {};
}
