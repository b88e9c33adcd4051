import { proxy } from 'valtio';
import type { ContactLookup, InfoLookup } from '../../api/contract';
import { lookup } from '../../api/lookup';

/** Contact page data (spec §2 Contact): the lookup's texts and whether live chat is switched on. */
export const help = proxy({
  contact: null as ContactLookup | null,
  chatEnabled: false,
  /** The site's name and website (spec §3 lookups, GET /api/lookup/info). */
  info: null as InfoLookup | null,
  loading: false,
  failed: false,
  /** The chat switch's lookup failed: the last known answer stands, asked again once back online. */
  chatUnknown: false,
});

export async function loadContact(): Promise<void> {
  help.loading = true;
  help.failed = false;
  const [contact, chat, info] = await Promise.allSettled([
    lookup('contact', { errors: 'silent' }),
    lookup('enableChatWidget', { errors: 'silent' }),
    lookup('info', { errors: 'silent' }),
  ]);
  if (info.status === 'fulfilled') help.info = info.value;
  if (contact.status === 'fulfilled') help.contact = contact.value;
  else help.failed = true;
  // No answer is not "switched off": a chat button shown stays (it vanished in a tunnel before).
  if (chat.status === 'fulfilled') help.chatEnabled = chat.value.enableChatWidget;
  help.chatUnknown = chat.status === 'rejected';
  help.loading = false;
}

/** The five tutorial videos of spec §2, served with the app. */
export const tutorials = [
  { id: 'wallet', titleKey: 'howto.wallet' },
  { id: 'enter-game', titleKey: 'howto.enterGame' },
  { id: 'check-balance', titleKey: 'howto.checkBalance' },
  { id: 'receive-bonus', titleKey: 'howto.receiveBonus' },
  { id: 'end-bonus', titleKey: 'howto.endBonus' },
] as const;

export const tutorialSrc = (id: string) => `/media/tutorials/${id}.webm`;
