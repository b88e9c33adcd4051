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
  // A host (Telegram, LINE) knows the player's language; a plain browser keeps the spec's default.
  await initI18n(initialLocale(platform.kind === 'browser' ? undefined : platform.languageHint()));
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
