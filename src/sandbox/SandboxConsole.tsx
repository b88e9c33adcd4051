import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIP_REASONS, type SandboxSettingsReply, type SlipReason } from '../api/contract';
import type {
  SandboxConversation,
  SandboxMember,
  SandboxMessage,
  SandboxPendingQr,
  SandboxPendingSlip,
  SandboxPendingWithdrawal,
} from '../api/sandbox-contract';
import { Button, Checkbox, DataTable, LanguageDropdown, Select, TextField } from '../ui';
import { SandboxError, sandboxApi, type ChatMessage, type SettingsSwitch } from './api';
import { applyConsoleLocale, isConsoleLocale } from './i18n';
import styles from './SandboxConsole.module.css';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/** Runs one console action and turns its outcome into a line of text for the section. */
function useAction(setNotice: (notice: Notice) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (id: string, action: () => Promise<string | void>, after?: () => Promise<void> | void) => {
      setBusy(id);
      try {
        const text = await action();
        setNotice(text ? { tone: 'ok', text } : null);
        await after?.();
      } catch (error) {
        const code = error instanceof SandboxError ? error.code : String(error);
        setNotice({ tone: 'error', text: t('sandbox.failed', { code }) });
      } finally {
        setBusy(null);
      }
    },
    [setNotice, t],
  );
  return { busy, run };
}

function Section({ id, title, notice, actions, children }: { id: string; title: string; notice: Notice; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={`sandbox-${id}`}>
      <header className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
      <p role="status" className={styles.notice} data-tone={notice?.tone}>
        {notice?.text}
      </p>
    </section>
  );
}

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A one-line preview of any chat message type. */
function preview(message: ChatMessage): string {
  const payload = message.payload as { text?: unknown; message?: unknown } | string | undefined;
  if (typeof payload === 'string') return payload;
  if (typeof message.text === 'string') return message.text;
  if (payload && typeof payload.text === 'string') return payload.text;
  if (payload && typeof payload.message === 'string') return payload.message;
  return `[${message.message_type}]`;
}

// ---------------------------------------------------------------- sections

function Members({ members, reload }: { members: SandboxMember[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const open = (kind: 'telegram' | 'line', member: SandboxMember) => {
    // Opened before the request, while the click still counts as a user gesture (popup blockers).
    const win = window.open('', '_blank');
    void run(`${kind}-${member.id}`, async () => {
      const { path } = await sandboxApi.launch(kind, member.id);
      if (win) win.location.href = path;
      else window.location.href = path;
      return t('sandbox.members.opened', { host: kind === 'telegram' ? 'Telegram' : 'LINE', phone: member.username });
    });
  };
  return (
    <Section
      id="members"
      title={t('sandbox.members.title')}
      notice={notice}
      actions={
        <Button variant="ghost" size="sm" icon="refresh" onClick={() => void reload()}>
          {t('sandbox.refresh')}
        </Button>
      }
    >
      <DataTable
        caption={t('sandbox.members.title')}
        hideCaption
        rows={members}
        rowKey={(m) => m.id}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.members.phone') },
          { key: 'name', header: t('sandbox.members.name') },
          { key: 'wallet', header: t('sandbox.members.wallet'), align: 'end', render: (m) => money(m.wallet) },
          {
            key: 'open',
            header: t('sandbox.members.open'),
            render: (m) => (
              <span className={styles.rowActions}>
                <Button size="sm" variant="secondary" loading={busy === `telegram-${m.id}`} onClick={() => open('telegram', m)} aria-label={`${t('sandbox.members.openTelegram')} ${m.username}`}>
                  {t('sandbox.members.openTelegram')}
                </Button>
                <Button size="sm" variant="secondary" loading={busy === `line-${m.id}`} onClick={() => open('line', m)} aria-label={`${t('sandbox.members.openLine')} ${m.username}`}>
                  {t('sandbox.members.openLine')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}

function QrCodes({ qrcodes, reload }: { qrcodes: SandboxPendingQr[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  return (
    <Section id="qrcodes" title={t('sandbox.qr.title')} notice={notice}>
      <DataTable
        caption={t('sandbox.qr.title')}
        hideCaption
        rows={qrcodes}
        rowKey={(q) => q.qrcodeId}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'provider', header: t('sandbox.qr.provider') },
          { key: 'amount', header: t('sandbox.qr.amount'), align: 'end', render: (q) => money(q.amount) },
          { key: 'expireIn', header: t('sandbox.qr.expires'), render: (q) => time(q.expireIn) },
          {
            key: 'pay',
            header: t('sandbox.qr.pay'),
            render: (q) => (
              <Button
                size="sm"
                loading={busy === q.qrcodeId}
                aria-label={`${t('sandbox.qr.pay')} ${q.username} ${money(q.amount)}`}
                onClick={() =>
                  void run(q.qrcodeId, async () => t('sandbox.qr.paid', { amount: money((await sandboxApi.payQr(q.qrcodeId)).wallet.amount) }), reload)
                }
              >
                {t('sandbox.qr.pay')}
              </Button>
            ),
          },
        ]}
      />
    </Section>
  );
}

function Slips({ slips, reload }: { slips: SandboxPendingSlip[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [amount, setAmount] = useState('100');
  const [reason, setReason] = useState<SlipReason>('INVALID_SLIP');
  return (
    <Section id="slips" title={t('sandbox.slips.title')} notice={notice}>
      <div className={styles.fields}>
        <TextField label={t('sandbox.slips.amount')} numeric="decimal" value={amount} onValueChange={setAmount} />
        <Select
          label={t('sandbox.slips.reason')}
          value={reason}
          onValueChange={(value) => setReason(value as SlipReason)}
          options={SLIP_REASONS.map((code) => ({ value: code, label: t(`slipReason.${code}`) }))}
        />
      </div>
      <DataTable
        caption={t('sandbox.slips.title')}
        hideCaption
        rows={slips}
        rowKey={(s) => s.reference}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'reference', header: t('sandbox.slips.reference') },
          {
            key: 'link',
            header: t('sandbox.slips.picture'),
            render: (s) => (
              <a href={s.link} target="_blank" rel="noreferrer" className={styles.link}>
                {t('sandbox.slips.view')}
              </a>
            ),
          },
          {
            key: 'decide',
            header: t('sandbox.slips.approve'),
            render: (s) => (
              <span className={styles.rowActions}>
                <Button
                  size="sm"
                  loading={busy === `approve-${s.reference}`}
                  onClick={() =>
                    void run(
                      `approve-${s.reference}`,
                      async () => t('sandbox.slips.approved', { amount: money((await sandboxApi.approveSlip(s.reference, Number(amount))).wallet.amount) }),
                      reload,
                    )
                  }
                >
                  {t('sandbox.slips.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  loading={busy === `reject-${s.reference}`}
                  onClick={() =>
                    void run(
                      `reject-${s.reference}`,
                      async () => {
                        await sandboxApi.rejectSlip(s.reference, reason);
                        return t('sandbox.slips.rejected');
                      },
                      reload,
                    )
                  }
                >
                  {t('sandbox.slips.reject')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}

function Withdrawals({ withdrawals, reload }: { withdrawals: SandboxPendingWithdrawal[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const decide = (w: SandboxPendingWithdrawal, decision: 'approve' | 'reject') =>
    void run(
      `${decision}-${w.id}`,
      async () => {
        await sandboxApi.decideWithdrawal(w.id, decision);
        return t(decision === 'approve' ? 'sandbox.withdrawals.approved' : 'sandbox.withdrawals.rejected');
      },
      reload,
    );
  return (
    <Section id="withdrawals" title={t('sandbox.withdrawals.title')} notice={notice}>
      <DataTable
        caption={t('sandbox.withdrawals.title')}
        hideCaption
        rows={withdrawals}
        rowKey={(w) => w.id}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'username', header: t('sandbox.qr.member') },
          { key: 'amount', header: t('sandbox.withdrawals.amount'), align: 'end', render: (w) => money(w.amount) },
          { key: 'createdAt', header: t('sandbox.withdrawals.requested'), render: (w) => time(w.createdAt) },
          {
            key: 'decide',
            header: t('sandbox.withdrawals.approve'),
            render: (w) => (
              <span className={styles.rowActions}>
                <Button size="sm" loading={busy === `approve-${w.id}`} aria-label={`${t('sandbox.withdrawals.approve')} ${w.username} ${money(w.amount)}`} onClick={() => decide(w, 'approve')}>
                  {t('sandbox.withdrawals.approve')}
                </Button>
                <Button size="sm" variant="danger" loading={busy === `reject-${w.id}`} aria-label={`${t('sandbox.withdrawals.reject')} ${w.username} ${money(w.amount)}`} onClick={() => decide(w, 'reject')}>
                  {t('sandbox.withdrawals.reject')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}

function GameRound({ members, reload }: { members: SandboxMember[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const accounts = members.flatMap((m) => m.games.map((g) => ({ value: `${g.code}|${g.username}`, label: `${m.username} · ${g.code} (${g.username})` })));
  const [account, setAccount] = useState('');
  const [delta, setDelta] = useState('50');
  const chosen = account || accounts[0]?.value || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [code, username] = chosen.split('|') as [string, string];
    void run('round', async () => t('sandbox.round.result', { amount: money((await sandboxApi.gameRound(code, username, Number(delta))).amount) }), reload);
  };
  return (
    <Section id="round" title={t('sandbox.round.title')} notice={notice}>
      <form className={styles.fields} onSubmit={submit}>
        <Select label={t('sandbox.round.account')} value={chosen} onValueChange={setAccount} options={accounts} required />
        <TextField label={t('sandbox.round.delta')} value={delta} onValueChange={setDelta} inputMode="decimal" pattern="-?[0-9]+(\.[0-9]{1,2})?" required />
        <Button type="submit" loading={busy === 'round'} disabled={!chosen}>
          {t('sandbox.round.submit')}
        </Button>
      </form>
    </Section>
  );
}

function Otp() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [phone, setPhone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('otp', async () => t('sandbox.otp.code', { code: (await sandboxApi.otpOf(phone.trim())).otpCode }));
  };
  return (
    <Section id="otp" title={t('sandbox.otp.title')} notice={notice}>
      <form className={styles.fields} onSubmit={submit}>
        <TextField label={t('sandbox.otp.phone')} numeric="integer" value={phone} onValueChange={setPhone} required />
        <Button type="submit" loading={busy === 'otp'}>
          {t('sandbox.otp.show')}
        </Button>
      </form>
    </Section>
  );
}

const SWITCHES: SettingsSwitch[] = ['registerOTP', 'enableChatWidget', 'terminated'];

function Switches() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [settings, setSettings] = useState<SandboxSettingsReply | null>(null);
  useEffect(() => {
    void run('load', async () => setSettings(await sandboxApi.settings()));
  }, [run]);
  return (
    <Section id="settings" title={t('sandbox.settings.title')} notice={notice}>
      <div className={styles.switches}>
        {SWITCHES.map((key) => (
          <Checkbox
            key={key}
            label={t(`sandbox.settings.${key}`)}
            checked={settings?.[key] ?? false}
            disabled={!settings || busy !== null}
            onCheckedChange={(checked) => void run(key, async () => setSettings(await sandboxApi.settings({ [key]: checked })))}
          />
        ))}
      </div>
    </Section>
  );
}

type ReplyKind = 'text' | 'buttons' | 'image';

function operatorMessage(kind: ReplyKind, text: string): ChatMessage {
  if (kind === 'buttons') {
    return {
      message_type: 'buttons',
      payload: {
        text,
        buttons: [
          { type: 'postback', title: 'Deposit', payload: 'DEPOSIT' },
          { type: 'postback', title: 'Withdraw', payload: 'WITHDRAW' },
          { type: 'web', title: 'Website', payload: window.location.origin },
        ],
      },
    };
  }
  if (kind === 'image') {
    return { message_type: 'media', payload: { message: text, url: true, fileType: 'image', filePath: '/media/banners/operator-picture.svg' } };
  }
  return { message_type: 'text', payload: text };
}

function OperatorChat({ conversations, reload }: { conversations: SandboxConversation[]; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const { busy, run } = useAction(setNotice);
  const [room, setRoom] = useState<string | null>(null);
  const [messages, setMessages] = useState<SandboxMessage[]>([]);
  const [kind, setKind] = useState<ReplyKind>('text');
  const [text, setText] = useState('');
  const current = conversations.find((c) => c.room === room) ?? null;
  const who = (c: SandboxConversation) => c.username ?? t('sandbox.chat.guest', { id: c.guestId ?? '' });
  const loadRoom = useCallback(async (name: string) => setMessages((await sandboxApi.messages(name)).messages), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || !text.trim()) return;
    void run(
      'reply',
      async () => {
        await sandboxApi.reply({ userId: current.userId, guestId: current.guestId }, operatorMessage(kind, text.trim()));
        setText('');
        return t('sandbox.chat.sent');
      },
      async () => {
        await loadRoom(current.room);
        await reload();
      },
    );
  };
  return (
    <Section id="chat" title={t('sandbox.chat.title')} notice={notice}>
      <DataTable
        caption={t('sandbox.chat.title')}
        hideCaption
        rows={conversations}
        rowKey={(c) => c.room}
        empty={t('sandbox.empty')}
        columns={[
          { key: 'who', header: t('sandbox.chat.conversation'), render: who },
          {
            key: 'last',
            header: t('sandbox.chat.last'),
            render: (c) => `${c.lastSender === 'customer' ? t('sandbox.chat.player') : t('sandbox.chat.operator')}: ${preview(c.lastMessage)}`,
          },
          {
            key: 'open',
            header: t('sandbox.chat.open'),
            render: (c) => (
              <Button
                size="sm"
                variant={c.room === room ? 'primary' : 'secondary'}
                current={c.room === room}
                aria-label={`${t('sandbox.chat.open')} ${who(c)}`}
                onClick={() => {
                  setRoom(c.room);
                  void run(`open-${c.room}`, () => loadRoom(c.room));
                }}
              >
                {t('sandbox.chat.open')}
              </Button>
            ),
          },
        ]}
      />
      {current ? (
        <>
          <ol className={styles.messages} aria-label={who(current)}>
            {messages.map((m) => (
              <li key={m.id} data-sender={m.sender}>
                <strong>{m.sender === 'customer' ? t('sandbox.chat.player') : t('sandbox.chat.operator')}:</strong> {preview(m.message)}
              </li>
            ))}
          </ol>
          <form className={styles.fields} onSubmit={submit}>
            <Select
              label={t('sandbox.chat.kind')}
              value={kind}
              onValueChange={(value) => setKind(value as ReplyKind)}
              options={(['text', 'buttons', 'image'] as const).map((value) => ({ value, label: t(`sandbox.chat.kinds.${value}`) }))}
            />
            <TextField label={t('sandbox.chat.text')} value={text} onValueChange={setText} maxLength={2000} required />
            <Button type="submit" loading={busy === 'reply'}>
              {t('sandbox.chat.send')}
            </Button>
          </form>
        </>
      ) : (
        <p className={styles.hint}>{t('sandbox.chat.choose')}</p>
      )}
    </Section>
  );
}

// ---------------------------------------------------------------- page

interface Lists {
  members: SandboxMember[];
  qrcodes: SandboxPendingQr[];
  slips: SandboxPendingSlip[];
  withdrawals: SandboxPendingWithdrawal[];
  conversations: SandboxConversation[];
}

const emptyLists: Lists = { members: [], qrcodes: [], slips: [], withdrawals: [], conversations: [] };

/** The sandbox console: every provider decision of DESIGN.md §5.1 by hand, on the project's own UI kit. */
export function SandboxConsole() {
  const { t, i18n } = useTranslation();
  const [lists, setLists] = useState<Lists>(emptyLists);
  const reload = useCallback(async () => {
    const [members, qrcodes, slips, withdrawals, conversations] = await Promise.all([
      sandboxApi.members(),
      sandboxApi.qrcodes(),
      sandboxApi.slips(),
      sandboxApi.withdrawals(),
      sandboxApi.conversations(),
    ]);
    setLists({
      members: members.members,
      qrcodes: qrcodes.qrcodes,
      slips: slips.slips,
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
        <OperatorChat conversations={lists.conversations} reload={reload} />
        <GameRound members={lists.members} reload={reload} />
        <Otp />
        <Switches />
      </div>
    </div>
  );
}
