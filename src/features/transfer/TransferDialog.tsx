import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { unansweredIn } from '../../api/action';
import { WALLET } from '../../api/contract';
import { amountKeyboard, decimalsOf, exceeds, formatAmount, parseAmount, walletCurrency } from '../../lib/money';
import { useHostButtons } from '../../platform';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { rememberInDialog, sheetAttempt, showGames } from '../home/store';
import { activeSlots, totalBalance, wallet } from '../wallet/store';
import { NoGameAccount } from './NoGameAccount';
import { TransferReceipt } from './TransferReceipt';
import {
  accountBalance,
  accountName,
  checkTransfer,
  clearTransferResult,
  loadTransferMinimum,
  setTransferDraft,
  transfer,
  restoreUnansweredAll,
  transferEverything,
  transferMoney,
  unansweredMove,
  type TransferProblem,
} from './store';
import styles from './transfer.module.css';

export interface TransferDialogProps {
  open: boolean;
  /** Preselected sides; `to` alone (a game) makes it the transfer-to-game-only form. */
  context?: { from?: string; to?: string; amount?: string; chosenFrom?: string; chosenTo?: string; askedAll?: string };
  /** `true` after money moved (the wallet is then reloaded). */
  onClose: (result: boolean) => void;
}

type Pending = { kind: 'one' | 'all'; from: string; to: string; amount: number };

/** Moves money between the main wallet and game accounts (spec §2 Transfer, §5 Transfer). */
export default function TransferDialog({ open, context = {}, onClose }: TransferDialogProps) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(wallet);
  const { sending, draft: amountText, minimum, result, unansweredAll } = useSnapshot(transfer);
  const [, navigate] = useLocation();
  const toGameOnly = !context.from && context.to !== undefined && context.to !== WALLET;
  const [from, setFrom] = useState(toGameOnly ? WALLET : (context.chosenFrom ?? context.from ?? ''));
  const [to, setTo] = useState(context.chosenTo ?? context.to ?? '');
  const setAmountText = setTransferDraft;
  const [problems, setProblems] = useState<readonly TransferProblem[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!open) return;
    clearTransferResult();
    // A new sheet just after one closed on a "move everything" with no answer asks it again at once,
    // as that one said it: "tap the same button again to get its answer" still holds. Not a sheet
    // opened for another account: that one asks what it was opened for.
    const lost = restoreUnansweredAll(context.askedAll, (asked) => !toGameOnly && (context.to ?? asked.to) === asked.to);
    if (lost && !context.askedAll) {
      setTo(lost.to);
      setPending({ kind: 'all', from: 'ALL', to: lost.to, amount: lost.amount });
    }
    void loadTransferMinimum();
    // Back after a reload (Telegram's and LINE's menus offer one) with what was typed.
    if (!transfer.draft && context.amount) setTransferDraft(context.amount);
    // Only on opening: the context is what the sheet was opened with (or came back with).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // What is chosen and typed goes with the sheet into a reload, beside what it was opened for.
  useEffect(() => {
    if (open && !result) rememberInDialog({ chosenFrom: from, chosenTo: to, amount: amountText });
  }, [open, result, from, to, amountText]);

  const slots = activeSlots(snap.snapshot);
  const money = (n: number) => formatAmount(n, i18n.language);
  const nameOf = (code: string) => accountName(slots, code, t);
  // Issue 18: the source's and the destination's balances stay in view while typing.
  const available = from ? accountBalance(snap.snapshot, from) : undefined;
  const destination = to ? accountBalance(snap.snapshot, to) : undefined;
  const options: SelectOption[] = [
    { value: WALLET, label: `${t('transfer.wallet')} (${money(snap.snapshot?.wallet.amount ?? 0)})` },
    ...slots.map((s) => ({ value: s.code, label: `${s.name} (${money(s.amount)})` })),
  ];

  /** A field's own problem goes when it is edited; the others stay until they are mended. */
  const edit = (field: TransferProblem['field'], set: (v: string) => void) => (value: string) => {
    set(value);
    setProblems((list) => list.filter((p) => p.field !== field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check();
  };

  const check = () => {
    // Spec §5's to-game-only rule (an amount above 0, else the input gets focus) is within these:
    // the amount's problem focuses it, and says what is wrong as every other amount field does.
    const found = checkTransfer(from, to, amountText, available);
    setProblems(found);
    if (found.length > 0) {
      // The first field to mend takes focus (its message is read out), as on the withdraw sheet.
      const first = form.current?.elements.namedItem(found[0]!.field);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setPending({ kind: 'one', from, to, amount: parseAmount(amountText) });
  };

  /** "All": the source's whole balance as the amount (the confirmation still follows). */
  const fillAll = () => {
    if (available === undefined) return;
    setProblems((list) => list.filter((p) => p.field !== 'amount'));
    setAmountText(available.toFixed(decimalsOf(walletCurrency())));
  };

  /** What "move every balance" gathers into `into`: every other account's balance, said before it moves. */
  const gatheredInto = (into: string) => totalBalance(snap.snapshot) - (accountBalance(snap.snapshot, into) ?? 0);

  const sameAsLost = (asked: Pending) => unansweredAll?.to === asked.to && unansweredAll.amount === asked.amount;

  const askAll = () => {
    if (!to) {
      setProblems([{ field: 'to', message: 'transfer.selectAccount' }]);
      return;
    }
    // Said once, as it is now; or, after a try that got no answer, as that try said it (its reply
    // is what a Confirm now gets), not the nothing left in the games if the lost move went through.
    const lost = transfer.unansweredAll;
    setPending({ kind: 'all', from: 'ALL', to, amount: lost?.to === to ? lost.amount : gatheredInto(to) });
  };

  const confirm = async (yes: boolean) => {
    if (!yes || !pending) {
      setPending(null);
      return;
    }
    const ok =
      pending.kind === 'one'
        ? await transferMoney(pending.from, pending.to, pending.amount)
        : await transferEverything(pending.to, pending.amount);
    setPending(null);
    // On success the store holds the result and the sheet turns into its receipt (issue 18.4).
    if (!ok) amountInput.current?.focus();
  };

  const done = () => onClose(true);
  /** Dismissed by the player: the draft goes with the sheet; after a transfer, money moved. */
  const dismiss = () => {
    setTransferDraft('');
    onClose(result !== null);
  };
  // Every slot inactive: both selects would offer the main wallet alone, so the sheet explains instead.
  const noGames = !result && snap.snapshot !== null && slots.length === 0;
  const chooseGame = () => {
    dismiss();
    showGames();
  };

  // In Telegram the primary actions are the host's bottom buttons (issue 17); hidden while the
  // confirmation is open, so a press can only answer the confirmation.
  const native = useHostButtons(
    result
      ? { text: t('ui.receipt.done'), onClick: done }
      : noGames
        ? { text: t('transfer.noGames.action'), onClick: chooseGame }
        : pending
        ? null
        : { text: toGameOnly ? t('transfer.toGameSubmit') : t('transfer.submit'), onClick: check, disabled: sending },
    // Beside the main button, half the host's width: the short label (the confirmation says the rest).
    result || pending || toGameOnly || noGames ? null : { text: t('transfer.allShort'), onClick: askAll, disabled: sending },
  );

  const messageFor = (field: TransferProblem['field']) => {
    const problem = problems.find((p) => p.field === field);
    if (!problem) return undefined;
    if (problem.message === 'transfer.overBalance') {
      // Against the balance as it is now (a round or a deposit may have landed since the press):
      // gone once it covers the amount, else said with the figure the select shows beside it.
      if (available === undefined || !exceeds(parseAmount(amountText), available)) return undefined;
      return t(problem.message, { amount: money(available), account: nameOf(from) });
    }
    return t(problem.message, problem.values);
  };

  // The question is plain text (Telegram asks it in its own popup): a game's name is kept on one
  // line with no-break spaces, not "PG" at a line's end and "Soft" at the next one's start.
  const whole = (code: string) => nameOf(code).replaceAll(' ', '\u00a0');
  const question =
    pending?.kind === 'one'
      ? [
          t('transfer.confirmOne', { amount: money(pending.amount), from: whole(pending.from), to: whole(pending.to) }),
          unansweredMove(pending.from, pending.to, pending.amount) ? t('transfer.askedAgainOne') : '',
        ].join(' ').trim()
      : pending?.kind === 'all'
        ? [
            t('transfer.confirmAll', { amount: money(pending.amount), to: whole(pending.to) }),
            // The figure is a lost try's: the player hears why, and that Confirm cannot move it twice.
            sameAsLost(pending) ? t('transfer.askedAgain') : '',
          ].join(' ').trim()
        : '';

  return (
    <Dialog<boolean>
      open={open}
      title={toGameOnly ? t('transfer.toGameTitle', { game: nameOf(to) }) : t('transfer.title')}
      dismissible={!sending}
      onClose={dismiss}
    >
      {result ? (
        <TransferReceipt
          result={result}
          onDone={done}
          doneInHost={native.main}
          onStatement={() => {
            done();
            navigate(`/user/statement?receipt=${result.reply.reference}`);
          }}
        />
      ) : noGames ? (
        <NoGameAccount onChooseGame={chooseGame} actionInHost={native.main} />
      ) : (
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          {/* Read on every render: a try of this sheet's ends (sending turns off) or a reload brings it back. */}
          {unansweredIn(sheetAttempt()) && (
            <p className={styles.warning} role="note">
              {t('errors.UNANSWERED')}
            </p>
          )}
          {!toGameOnly && (
            <>
              <Select
                label={t('transfer.from')}
                name="from"
                options={options}
                placeholder={t('transfer.choose')}
                value={from}
                onValueChange={edit('from', setFrom)}
                hint={available !== undefined ? t('transfer.available', { amount: money(available) }) : undefined}
                error={messageFor('from')}
                required
              />
              <Select
                label={t('transfer.to')}
                name="to"
                options={options}
                placeholder={t('transfer.choose')}
                value={to}
                onValueChange={edit('to', setTo)}
                hint={destination !== undefined ? t('transfer.destinationBalance', { amount: money(destination) }) : undefined}
                error={messageFor('to')}
                required
              />
            </>
          )}
          <TextField
            ref={amountInput}
            label={t('transfer.amount')}
            name="amount"
            numeric={amountKeyboard()}
            autoComplete="off"
            value={amountText}
            onValueChange={edit('amount', setAmountText)}
            hint={
              toGameOnly && available !== undefined
                ? `${t('transfer.available', { amount: money(available) })} · ${t('transfer.minAmount', { amount: minimum })}`
                : // The minimum once, not twice: as the error when the amount is under it.
                  problems.some((p) => p.message === 'transfer.minAmount')
                  ? undefined
                  : t('transfer.minAmount', { amount: minimum })
            }
            error={messageFor('amount')}
            required
          />
          <Button variant="secondary" size="sm" disabled={sending || available === undefined || available <= 0} onClick={fillAll}>
            {t('transfer.fillAll')}
          </Button>
          {!native.main && (
            <DialogActions>
              <Button type="submit" fullWidth loading={sending && pending?.kind === 'one'}>
                {toGameOnly ? t('transfer.toGameSubmit') : t('transfer.submit')}
              </Button>
              {!toGameOnly && !native.secondary && (
                <Button variant="ghost" fullWidth disabled={sending} onClick={askAll}>
                  {t('transfer.all')}
                </Button>
              )}
            </DialogActions>
          )}
        </form>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('transfer.confirmTitle')}
        message={question}
        busy={sending}
        onClose={(yes) => void confirm(yes)}
      />
    </Dialog>
  );
}
