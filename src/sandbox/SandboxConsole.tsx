import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SandboxConversation,
  SandboxMember,
  SandboxPendingQr,
  SandboxPendingSlip,
  SandboxPendingTruelink,
  SandboxPendingWithdrawal,
} from '../api/sandbox-contract';
import { LanguageDropdown } from '../ui';
import { sandboxApi } from './api';
import { applyConsoleLocale, isConsoleLocale } from './i18n';
import { GameRound } from './sections/GameRound';
import { Members } from './sections/Members';
import { OperatorChat } from './sections/OperatorChat';
import { Otp } from './sections/Otp';
import { QrCodes } from './sections/QrCodes';
import { Slips } from './sections/Slips';
import { Switches } from './sections/Switches';
import { TrueMoney } from './sections/TrueMoney';
import { Withdrawals } from './sections/Withdrawals';
import styles from './SandboxConsole.module.css';

interface Lists {
  members: SandboxMember[];
  qrcodes: SandboxPendingQr[];
  slips: SandboxPendingSlip[];
  truelinks: SandboxPendingTruelink[];
  withdrawals: SandboxPendingWithdrawal[];
  conversations: SandboxConversation[];
}

const emptyLists: Lists = { members: [], qrcodes: [], slips: [], truelinks: [], withdrawals: [], conversations: [] };

/** The sandbox console: every provider decision of DESIGN.md §5.1 by hand, on the project's own UI kit. */
export function SandboxConsole() {
  const { t, i18n } = useTranslation();
  const [lists, setLists] = useState<Lists>(emptyLists);
  const reload = useCallback(async () => {
    const [members, qrcodes, slips, truelinks, withdrawals, conversations] = await Promise.all([
      sandboxApi.members(),
      sandboxApi.qrcodes(),
      sandboxApi.slips(),
      sandboxApi.truelinks(),
      sandboxApi.withdrawals(),
      sandboxApi.conversations(),
    ]);
    setLists({
      members: members.members,
      qrcodes: qrcodes.qrcodes,
      slips: slips.slips,
      truelinks: truelinks.truelinks,
      withdrawals: withdrawals.withdrawals,
      conversations: conversations.conversations,
    });
  }, []);
  useEffect(() => {
    void reload();
    // Pending things arrive from players' phones; a light poll keeps the lists current.
    const timer = window.setInterval(() => void reload().catch(() => undefined), 3000);
    return () => window.clearInterval(timer);
  }, [reload]);
  const locale = isConsoleLocale(i18n.language) ? i18n.language : 'en';
  return (
    <div className={styles.page} data-theme="dark">
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('sandbox.title')}</h1>
          <p className={styles.intro}>{t('sandbox.intro')}</p>
        </div>
        <LanguageDropdown value={locale} onChange={(next) => void applyConsoleLocale(next)} />
      </header>
      <div className={styles.grid}>
        <Members members={lists.members} reload={reload} />
        <QrCodes qrcodes={lists.qrcodes} reload={reload} />
        <Withdrawals withdrawals={lists.withdrawals} reload={reload} />
        <Slips slips={lists.slips} reload={reload} />
        <TrueMoney truelinks={lists.truelinks} reload={reload} />
        <OperatorChat conversations={lists.conversations} reload={reload} />
        <GameRound members={lists.members} reload={reload} />
        <Otp />
        <Switches />
      </div>
    </div>
  );
}
