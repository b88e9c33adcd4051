#!/usr/bin/env node
// `npm run telegram:setup`: points a Telegram bot at the deployed wallet through the Bot API: the
// chat's menu button opens the Mini App at PUBLIC_URL, and the bot's command list (in English, Thai
// and Lao) says how to open it. Run it again after the public URL changes; it only overwrites these two.
//
//   TELEGRAM_BOT_TOKEN=123:abc PUBLIC_URL=https://wallet.example.com npm run telegram:setup
//
// TELEGRAM_API_BASE (default https://api.telegram.org) lets tests use a local fake Bot API;
// TELEGRAM_MENU_TEXT changes the menu button's label (default "Wallet").

const token = process.env.TELEGRAM_BOT_TOKEN ?? '';
const publicUrl = process.env.PUBLIC_URL ?? '';
const apiBase = (process.env.TELEGRAM_API_BASE || 'https://api.telegram.org').replace(/\/+$/, '');
const menuText = process.env.TELEGRAM_MENU_TEXT || 'Wallet';

function fail(message) {
  console.error(`telegram:setup: ${message}`);
  process.exit(1);
}

if (!/^\d+:[A-Za-z0-9_-]+$/.test(token)) fail('set TELEGRAM_BOT_TOKEN to the token BotFather gave you (digits:letters).');
let appUrl;
try {
  appUrl = new URL(publicUrl);
} catch {
  fail('set PUBLIC_URL to the wallet\'s public HTTPS address, e.g. https://wallet.example.com');
}
// Telegram opens Mini Apps over HTTPS only.
if (appUrl.protocol !== 'https:') fail(`PUBLIC_URL must be https:// (Telegram refuses other Mini App URLs), got ${publicUrl}`);

/** One Bot API call; the API answers { ok, result } or { ok: false, description }. */
async function call(method, body) {
  let reply;
  try {
    reply = await fetch(`${apiBase}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    fail(`${method}: cannot reach ${apiBase} (${error.cause?.code ?? error.message})`);
  }
  const data = await reply.json().catch(() => ({}));
  if (!reply.ok || data.ok !== true) fail(`${method} refused: ${data.description ?? reply.status}`);
  return data.result;
}

const commands = {
  en: [
    { command: 'start', description: 'Open the wallet' },
    { command: 'help', description: 'How to deposit, transfer and withdraw' },
  ],
  th: [
    { command: 'start', description: 'เปิดกระเป๋าเงิน' },
    { command: 'help', description: 'วิธีฝาก โอน และถอนเงิน' },
  ],
  lo: [
    { command: 'start', description: 'ເປີດກະເປົາເງິນ' },
    { command: 'help', description: 'ວິທີຝາກ, ໂອນ ແລະ ຖອນເງິນ' },
  ],
};

const me = await call('getMe');
await call('setChatMenuButton', { menu_button: { type: 'web_app', text: menuText, web_app: { url: appUrl.href } } });
// The English list is the default for every language without its own.
await call('setMyCommands', { commands: commands.en });
await call('setMyCommands', { commands: commands.th, language_code: 'th' });
await call('setMyCommands', { commands: commands.lo, language_code: 'lo' });

console.log(`telegram:setup: @${me.username} — the menu button "${menuText}" opens ${appUrl.href}; /start and /help set in en, th, lo.`);
console.log(`Invite links (once the Main Mini App is set in BotFather): https://t.me/${me.username}?startapp=PR<member id>`);
