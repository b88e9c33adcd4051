import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxConversation, SandboxMessage } from '../../api/sandbox-contract';
import { Button, DataTable, Select, TextField } from '../../ui';
import { sandboxApi, type ChatMessage } from '../api';
import { Section, useAction, type Notice } from '../section';
import styles from '../SandboxConsole.module.css';

/** A one-line preview of any chat message type. */
function preview(message: ChatMessage): string {
  const payload = message.payload as { text?: unknown; message?: unknown } | string | undefined;
  if (typeof payload === 'string') return payload;
  if (typeof message.text === 'string') return message.text;
  if (payload && typeof payload.text === 'string') return payload.text;
  if (payload && typeof payload.message === 'string') return payload.message;
  return `[${message.message_type}]`;
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

/** The operator's side of live chat: the conversations, one room's messages, and a reply (text, buttons or a picture). */
export function OperatorChat({ conversations, reload }: { conversations: SandboxConversation[]; reload: () => Promise<void> }) {
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
