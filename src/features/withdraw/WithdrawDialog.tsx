import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { unansweredIn } from '../../api/action';
import { decisionPollMs } from '../../lib/constants';
import { amountKeyboard, formatAmount, parseAmount } from '../../lib/money';
import { typedAmountProblem } from '../../lib/typed-amount';
import { useArmed } from '../../lib/useArmed';
import { useBackStep } from '../../lib/useBackStep';
import { haptic, useHostButtons } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { dialogs, rememberInDialog, sheetAttempt } from '../home/store';
import { reloadWallet, totalBalance, wallet, watchWallet } from '../wallet/store';
import { WithdrawReceipt } from './WithdrawReceipt';
import { WithdrawReview } from './WithdrawReview';
import {
  askedAgain,
  checkWithdraw,
  checkWithdrawDecided,
  loadBonusHold,
  loadWithdrawLimits,
  restoreUnansweredAll,
  setWithdrawDraft,
  withdrawal,
  withdrawAmount,
  withdrawEverything,
  type WithdrawProblem,
} from './store';
import styles from './withdraw.module.css';

export interface WithdrawDialogProps {
  open: boolean;
  /** `true` after a withdrawal was accepted (the wallet is then reloaded). */
  onClose: (result: boolean) => void;
}

/** What the player asked for, shown for review before it is sent. */
type Pending = { kind: 'one' | 'all'; amount: number };

/**
 * Withdraw an amount, or everything (spec §2 Withdraw): total = wallet + active game accounts.
 * Amount → review of where the money goes → receipt (issue 18.3).
 */
export default function WithdrawDialog({ open, onClose }: WithdrawDialogProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const snap = useSnapshot(withdrawal);
  const { snapshot } = useSnapshot(wallet);
  const text = snap.draft;
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const total = totalBalance(snapshot);
  // Claimed wheel prizes still to play through (the server refuses PRIZE_TURNOVER until then): said
  // and the buttons off from the start, as for a held bonus, not an "error" after Confirm.
  const prizeDue = snapshot?.wallet.prizeTurnoverDue ?? 0;
  const blocked = snap.bonusUnmet || prizeDue > 0;
  const blockedNote = snap.bonusUnmet ? 'withdraw-bonus-held' : prizeDue > 0 ? 'withdraw-prize-due' : undefined;
  // After a "withdraw everything" with no answer, asking it again asks what it asked (Confirm gets its
  // answer), not the total now, 0 once the lost withdrawal went through.
  const everything = snap.unansweredAll ?? total;
  const money = (n: number) => formatAmount(n, i18n.language);
  const account = snapshot?.bankAccount ?? null;

  /** The review a reload interrupted, to come back to once what it shows is known. */
  const reviewBeforeReload = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (open) {
      withdrawal.result = null;
      // Back after a reload (Telegram's and LINE's menus offer one) with what was typed, and on
      // the review if it was showing: the player had already been told the amount was fine.
      if (!withdrawal.draft && dialogs.context.amount) setWithdrawDraft(dialogs.context.amount);
      const kept = dialogs.context.askedAll;
      const reopened = restoreUnansweredAll(kept) !== null && !kept;
      // A new sheet just after one closed on a "withdraw everything" with no answer opens on its
      // review: "tap the same button again to get its answer" still holds.
      reviewBeforeReload.current = dialogs.context.review ?? (reopened ? 'all' : undefined);
      void loadWithdrawLimits();
      void loadBonusHold();
    }
  }, [open]);
  useEffect(() => {
    const kind = reviewBeforeReload.current;
    // "Everything" is the total as it is now (or a lost try's figure), so it waits for the wallet.
    if (!open || !kind || !snapshot) return;
    reviewBeforeReload.current = undefined;
    const amount = kind === 'all' ? (withdrawal.unansweredAll ?? total) : parseAmount(withdrawal.draft);
    if (amount > 0) setPending({ kind: kind === 'all' ? 'all' : 'one', amount });
  }, [open, snapshot, total]);
  // What is typed, and whether the review shows, go with the sheet into a reload (as the transfer
  // sheet's choices do) — only until the money moves: the receipt forgets the sheet (useDialogDone).
  useEffect(() => {
    if (open && !withdrawal.result) rememberInDialog({ amount: text, review: pending?.kind });
  }, [open, text, pending?.kind]);

  /** Checks the amount; a good one goes to the review step. */
  const review = (kind: Pending['kind'], amount: number) => {
    const typed = kind === 'one' ? typedAmountProblem(text) : null;
    // "Withdraw all (0.00)" asks for no amount: the player is told there is none, not to enter one.
    const nothing = kind === 'all' && !(amount > 0) ? { message: 'withdraw.nothing' } : null;
    const found =
      typed ??
      nothing ??
      checkWithdraw(
        amount,
        snap.limits,
        money,
        kind === 'one' && snapshot ? { wallet: snapshot.wallet.amount, total } : undefined,
      );
    setProblem(found);
    if (found) {
      // A refused amount buzzes in a host that can (Telegram), as a refused payment does.
      haptic('error');
      input.current?.focus();
      return;
    }
    setPending({ kind, amount });
  };

  // "Everything" under review is the total as it is now: a withdrawal from another device or a game
  // round changes it, and the review (and what Confirm sends) follows instead of asking for the old figure.
  // Not after a try with no answer: its withdrawal may be why the total is 0, and Confirm asks for its answer.
  useEffect(() => {
    if (pending?.kind !== 'all' || withdrawal.sending || snap.unansweredAll !== null || !snapshot || pending.amount === total) return;
    setPending(total > 0 ? { kind: 'all', amount: total } : null);
  }, [pending, total, snapshot, snap.unansweredAll]);

  // Off the review to change the amount (its button, or back): the review's buttons are gone, so the
  // amount field takes the focus — a reader goes on from there, not from the top of the page, and
  // after the button's tap the keyboard comes back (iOS raises it only for a tap, not for back).
  const changingAmount = useRef(false);
  const leaveReview = () => {
    changingAmount.current = true;
    setPending(null);
  };
  useEffect(() => {
    if (pending || !changingAmount.current) return;
    changingAmount.current = false;
    input.current?.focus();
  }, [pending]);

  // Back on the review (Telegram's button, the browser's) returns to the amount with it kept, as
  // "Change amount" does, rather than closing the sheet; a press while sending is kept and does nothing.
  useBackStep(pending !== null && snap.result === null, () => {
    if (!withdrawal.sending) leaveReview();
  });

  // Confirm appears where Withdraw was, and "Change amount" where "Withdraw everything" was: the
  // second tap of a double tap must neither send the money unseen nor throw the review away.
  const confirmArmed = useArmed(pending !== null);
  const confirm = async () => {
    if (!pending || !confirmArmed) return;
    const outcome = pending.kind === 'one' ? await withdrawAmount(pending.amount) : await withdrawEverything(pending.amount);
    // Done, or held back by a turnover: off the review (the amount step then says what holds it back).
    if (outcome !== 'failed') setPending(null);
    // Refused (the balance moved since the review opened, say): the total is asked again, and the review above follows it.
    else if (pending.kind === 'all') void reloadWallet();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    review('one', parseAmount(text));
  };

  // A try of this sheet got no answer (said again after a reload): the form says so; the review, when
  // it is that very withdrawal (Confirm gets its answer) — not another amount, which would be a new one.
  const lostTry = unansweredIn(sheetAttempt());
  const reviewNote =
    pending && askedAgain(pending.kind === 'all', pending.amount)
      ? t(pending.kind === 'all' ? 'withdraw.askedAgain' : 'errors.UNANSWERED')
      : undefined;

  const result = snap.result;
  const done = () => onClose(true);
  // The open receipt turns paid or refused when the payout provider decides (issue 18.3), as a
  // deposit's sheet turns into its receipt: the wallet's live push, the poll as the fallback.
  const held = result?.status === 'PENDING' ? result.reference : null;
  useEffect(() => (held ? watchWallet(() => void checkWithdrawDecided(), decisionPollMs) : undefined), [held]);
  // In Telegram the sheet's actions are the host's own bottom buttons (issue 17), state mirrored.
  const native = useHostButtons(
    result
      ? { text: t('ui.receipt.done'), onClick: done }
      : pending
        ? { text: t('withdraw.confirm'), onClick: () => void confirm(), progress: snap.sending, disabled: !confirmArmed }
        : { text: t('withdraw.submit'), onClick: () => review('one', parseAmount(text)), disabled: blocked },
    result
      ? null
      : pending
        ? { text: t('withdraw.edit'), onClick: leaveReview, disabled: snap.sending || !confirmArmed }
        : // Beside the main button, half the host's width: the short label (the review shows the amount).
          { text: t('withdraw.allShort'), onClick: () => review('all', everything), disabled: blocked },
  );

  const body = () => {
    if (result) {
      return (
        <WithdrawReceipt
          result={result}
          account={account}
          onDone={done}
          doneInHost={native.main}
          onStatement={() => {
            done();
            navigate(`/user/statement?receipt=${result.reference}`);
          }}
        />
      );
    }
    if (pending) {
      return (
        <div className={styles.form}>
          <WithdrawReview
            amount={pending.amount}
            account={account}
            everything={pending.kind === 'all'}
            askedAgain={reviewNote}
          />
          {!native.main && (
            <DialogActions>
              <Button fullWidth loading={snap.sending} disabled={!confirmArmed} onClick={() => void confirm()}>
                {t('withdraw.confirm')}
              </Button>
              {!native.secondary && (
                <Button variant="secondary" fullWidth disabled={snap.sending || !confirmArmed} onClick={leaveReview}>
                  {t('withdraw.edit')}
                </Button>
              )}
            </DialogActions>
          )}
        </div>
      );
    }
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.total}>
          <span className={styles.muted}>{t('withdraw.total')}</span>
          <Amount value={total} size="lg" currency={t('ui.receipt.unit')} />
        </div>
        <TextField
          ref={input}
          label={t('withdraw.amount')}
          name="amount"
          numeric={amountKeyboard()}
          autoComplete="off"
          value={text}
          onValueChange={(value) => {
            setWithdrawDraft(value);
            setProblem(null);
          }}
          hint={
            snap.limits
              ? t('withdraw.limits', { min: money(snap.limits.withdrawMin), max: money(snap.limits.withdrawMax) })
              : undefined
          }
          error={problem ? t(problem.message, problem.values) : undefined}
          required
        />
        {lostTry && (
          <p className={styles.warning} role="note">
            {t('errors.UNANSWERED')}
          </p>
        )}
        {snap.bonusUnmet && (
          <p id="withdraw-bonus-held" className={styles.warning} role="note">
            {t('withdraw.bonusHeld')}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                onClose(false);
                navigate('/user/bonus');
              }}
            >
              {t('withdraw.bonusLink')}
            </button>
          </p>
        )}
        {!snap.bonusUnmet && prizeDue > 0 && (
          <p id="withdraw-prize-due" className={styles.warning} role="note">
            {t('withdraw.prizeDue', { amount: money(prizeDue) })}
          </p>
        )}
        {/* Telegram draws both on its own bottom bar (a secondary only ever sits beside a main). */}
        {!native.main && (
          <DialogActions>
            {/* A held bonus or prizes to play through keep both off from the start, and the note above says why. */}
            <Button type="submit" fullWidth disabled={blocked} aria-describedby={blockedNote}>
              {t('withdraw.submit')}
            </Button>
            {!native.secondary && (
              <Button
                variant="secondary"
                fullWidth
                disabled={blocked}
                aria-describedby={blockedNote}
                onClick={() => review('all', everything)}
              >
                {t('withdraw.all', { amount: money(everything) })}
              </Button>
            )}
          </DialogActions>
        )}
      </form>
    );
  };

  return (
    <Dialog<boolean>
      open={open}
      title={t('withdraw.title')}
      dismissible={!snap.sending}
      onClose={() => {
        // Dismissed by the player: the draft goes with the dialog.
        setWithdrawDraft('');
        setPending(null);
        onClose(result !== null);
      }}
    >
      {body()}
    </Dialog>
  );
}
