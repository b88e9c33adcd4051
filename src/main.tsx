import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { dismissBootShell } from './app/boot-shell';
import { initI18n, initialLocale } from './app/i18n';
import { applyLaunchInvite, resumeReloadedLaunch } from './app/launch';
import { startMemberLaunch, startMemberRequests } from './app/member-start';
import { setContentLanguage } from './api/http';
import { wireHttpEffects } from './app/wire-http';
import { bootPlatform } from './platform';
import './ui/tokens.css';

// Boot order matters (DESIGN.md §4): the host is detected and its SDK ready (LIFF needs the launch
// URL untouched) before the router renders; then the active locale's texts load.
async function boot() {
  // Before the host SDK: the member home's code loads while the platform boots.
  startMemberLaunch();
  const platform = await bootPlatform();
  // A reload of this launch, signed in, resumes on the home: its code starts loading now.
  if (resumeReloadedLaunch(platform)) startMemberLaunch();
  applyLaunchInvite(platform);
  // Telegram knows the player's language; a plain browser and LINE keep the spec's default (Thai, or
  // Lao in the Laos build): LINE's in-app browser reports the webview's language (often en-US), not
  // the player's (issue 17).
  const locale = initialLocale(platform.kind === 'telegram' ? platform.languageHint() : undefined);
  // The home's replies carry texts in the reader's language: asked for once it is known, while the
  // texts and the home's code are still loading.
  setContentLanguage(locale);
  startMemberRequests();
  await initI18n(locale);
  wireHttpEffects();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // The prerendered frame stays on screen meanwhile, so the first render need not block: as a
  // transition React yields to the browser every few milliseconds instead of one long task
  // (issue 21.1: the home's first render was a 150-300 ms task on a cheap phone).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App platform={platform} />
      </StrictMode>,
    ),
  );
}

// Nothing is ever a blank screen (DESIGN.md §3): if even the first texts cannot be fetched, a
// plain-DOM "no connection" in the three languages with a reload button stands in for the app.
function showBootFailure(error: unknown): void {
  console.warn('[app] boot failed', error);
  dismissBootShell();
  const root = document.getElementById('root');
  if (!root || root.childElementCount > 0) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;background:#0e1116;color:#f2f4f8;font-family:system-ui,sans-serif';
  for (const line of ['ไม่มีการเชื่อมต่อ', 'ບໍ່ມີການເຊື່ອມຕໍ່', 'No connection']) {
    const text = document.createElement('p');
    text.style.margin = '0';
    text.textContent = line;
    box.append(text);
  }
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'ลองอีกครั้ง · ລອງໃໝ່ · Try again';
  retry.style.cssText = 'min-height:44px;padding:0 20px;border:0;border-radius:12px;background:#f5b82e;color:#1a1300;font:600 16px system-ui,sans-serif';
  retry.addEventListener('click', () => window.location.reload());
  window.addEventListener('online', () => window.location.reload(), { once: true });
  box.append(retry);
  root.append(box);
}

boot().catch(showBootFailure);
