import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, initialLocale } from './app/i18n';
import { applyLaunchInvite } from './app/launch';
import { wireHttpEffects } from './app/wire-http';
import { bootPlatform } from './platform';
import './ui/tokens.css';

// Boot order matters (DESIGN.md §4): the host is detected and its SDK ready (LIFF needs the launch
// URL untouched) before the router renders; then the active locale's texts load.
async function boot() {
  const platform = await bootPlatform();
  applyLaunchInvite(platform);
  // Telegram knows the player's language; a plain browser and LINE keep the spec's default (Thai, or
  // Lao in the Laos build): LINE's in-app browser reports the webview's language (often en-US), not
  // the player's (issue 17).
  await initI18n(initialLocale(platform.kind === 'telegram' ? platform.languageHint() : undefined));
  wireHttpEffects();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App platform={platform} />
    </StrictMode>,
  );
}

void boot();
