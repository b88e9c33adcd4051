import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SandboxConsole } from './SandboxConsole';
import { storedConsoleLocale, applyConsoleLocale } from './i18n';
import { isTelegramFramePage } from './telegram/route';
import { TelegramFrame } from './telegram/TelegramFrame';
import '../ui/tokens.css';
import '../ui/Icon/all-icons';

// The sandbox console (DESIGN.md §5.1): its own build entry (sandbox.html), served at /sandbox only
// with the sandbox on. The member app never imports anything from this folder. The same page at
// /sandbox/telegram is the simulated Telegram client the console's "Open as Telegram" opens.
async function boot() {
  await applyConsoleLocale(storedConsoleLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from sandbox.html');
  createRoot(root).render(
    <StrictMode>
      {isTelegramFramePage(window.location.pathname) ? <TelegramFrame /> : <SandboxConsole />}
    </StrictMode>,
  );
}

void boot();
