import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Paint before JavaScript (issue 21.1): index.html carries, as plain HTML and CSS made at build
 * time, the frame of the screen a launch most often lands on — the guest sign-in (brand, title, the
 * login form's frame) or, with a stored token, the member home (top bar, balance card and tile
 * skeletons, menu). On slow 4G the first paint then waits for the HTML and CSS only, not for
 * ~126 KB of script. React renders underneath; the frame is a fixed overlay that the first real
 * screen removes (src/app/boot-shell.ts), so the take-over moves nothing (CLS 0) and no markup
 * has to match for hydration.
 *
 * The frame's boxes copy the real screens' (TopBar, Page `form`, TextField, Checkbox, Button lg,
 * BottomNav, BalanceCard, the home's widget grid) at every width; tests/e2e/boot-shell.e2e.ts
 * compares them.
 */

type Locale = 'th' | 'la' | 'en';
const locales: Locale[] = ['th', 'la', 'en'];
const root = fileURLToPath(new URL('../../', import.meta.url));

type Texts = Record<string, unknown>;
const readTexts = (locale: Locale): Texts => JSON.parse(readFileSync(`${root}locales/${locale}.json`, 'utf8')) as Texts;

function lookup(texts: Texts, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`boot shell: no text for ${key}`);
  return value;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The same text in the three languages; CSS shows the one the boot script chose (`data-boot-locale`). */
function text(all: Record<Locale, Texts>, key: string): string {
  return locales.map((locale) => `<span data-l="${locale}">${escapeHtml(lookup(all[locale], key))}</span>`).join('');
}

/** Each language's own name, as the language dropdown shows it. */
const languageNames: Record<Locale, string> = { th: 'ไทย', la: 'ລາວ', en: 'English' };
const language = locales.map((l) => `<span data-l="${l}">${languageNames[l]}</span>`).join('');

/**
 * Runs before the first paint, synchronously (inline; allowed by its hash in the page's CSP). It
 * only reads storage and the URL, the way the app will (DESIGN.md §4): which frame (a token on
 * the member home → member; no token on a route that ends at /login → guest; anything else →
 * none), which language (the stored choice, else the build's default; also the page's `lang`, so a
 * reader pronounces the frame's texts in theirs before the app sets it; inside Telegram without a
 * stored choice the texts stay invisible, since the host's language is only known after boot) and
 * whether a host draws its own header (Telegram's launch data counts only with a Telegram client
 * behind the page, as in platform/detect). It writes nothing but attributes on <html>.
 */
export const bootShellScript = `(function(){var d=document.documentElement,t=null,l=null,g=/[#&?]tgWebApp(Data|Platform)=/.test(location.hash);try{t=localStorage.getItem('token')||sessionStorage.getItem('token');l=localStorage.getItem('locale');var r=sessionStorage.getItem('__telegram__initParams');if(r&&/tgWebApp(Data|Platform)/.test(r))g=true}catch(e){}g=g&&(window.TelegramWebviewProxy!==void 0||!!window.external&&'notify' in window.external||window.parent!==window);var p=location.pathname.replace(/\\/+$/,'')||'/';var m=t?/^\\/(user(\\/home)?)?$/.test(p)&&'member':(p==='/'||p==='/login'||p.indexOf('/user')===0)&&'guest';d.setAttribute('data-boot',m||'none');if(l==='th'||l==='la'||l==='en'){d.setAttribute('data-boot-locale',l);d.setAttribute('lang',l==='la'?'lo':l)}else if(g)d.setAttribute('data-boot-locale','');if(g)d.setAttribute('data-boot-host','telegram');else if(/\\bLine\\/\\d+\\.\\d+/.test(navigator.userAgent)||/[?&](liff\\.state|liffClientId)=/.test(location.search))d.setAttribute('data-boot-host','line')})();`;

/** The value a Content-Security-Policy's script-src needs to let the inline boot script run. */
export const bootShellScriptHash = `'sha256-${createHash('sha256').update(bootShellScript).digest('base64')}'`;

const skeleton = (className: string) => `<div class="bs-sk ${className}"></div>`;

/**
 * A bar running under the top bar while the code loads: on a slow network the frame looks like the
 * finished form for seconds, and a player typed into boxes that were only pictures. With it, and
 * the form's boxes drawn faint, the page says "wait" until the real screen replaces it.
 */
const progress = '<div class="bs-progress"></div>';

function guestFrame(all: Record<Locale, Texts>): string {
  const field = (label: string, affix = '') =>
    `<div class="bs-field"><div class="bs-label">${text(all, label)}<span class="bs-req"> *</span></div><div class="bs-input">${affix}</div></div>`;
  const nav = ['nav.home', 'nav.register', 'nav.howto', 'nav.contact']
    .map((key, i) => `<li${i === 0 ? ' class="bs-on"' : ''}><i></i><span>${text(all, key)}</span></li>`)
    .join('');
  return `<div class="bs-guest">
<div class="bs-bar"><div></div><div class="bs-brand">${text(all, 'app.name')}</div><div class="bs-end"><div class="bs-lang">${language}<i></i></div></div></div>${progress}
<div class="bs-form"><h1 class="bs-title">${text(all, 'login.title')}</h1><p class="bs-lead">${text(all, 'login.subtitle')}</p>
<div class="bs-fields">${field('login.phone')}${field('login.password', '<i class="bs-eye"></i>')}
<div class="bs-check"><i></i>${text(all, 'login.remember')}</div>
<div class="bs-button">${text(all, 'login.submit')}</div></div>
<p class="bs-register">${text(all, 'login.noAccount')} <b>${text(all, 'login.register')}</b></p></div>
<ul class="bs-nav bs-nav4">${nav}</ul></div>`;
}

function memberFrame(all: Record<Locale, Texts>): string {
  const nav = ['nav.profile', 'nav.conditions', 'nav.home', 'nav.statement', 'nav.contact']
    .map((key) =>
      key === 'nav.home'
        ? `<li class="bs-on bs-raised"><i></i><span>${text(all, key)}</span></li>`
        : `<li><i></i><span>${text(all, key)}</span></li>`,
    )
    .join('');
  const tiles = Array.from({ length: 7 }, () => '<li><i></i>' + skeleton('bs-sk-line') + '</li>').join('');
  return `<div class="bs-member">
<div class="bs-bar"><div></div><div class="bs-brand">${text(all, 'app.name')}</div><div class="bs-end"><div class="bs-lang">${language}<i></i></div><div class="bs-icon"></div></div></div>${progress}
<div class="bs-home"><div class="bs-card">${skeleton('bs-sk-name')}${skeleton('bs-sk-label')}${skeleton('bs-sk-total')}<div class="bs-card-foot">${skeleton('bs-sk-label')}</div></div>
<ul class="bs-tiles">${tiles}</ul></div>
<ul class="bs-nav bs-nav5">${nav}</ul></div>`;
}

/** The frame's own styles, on the app's tokens (tokens.css is a render-blocking stylesheet of the page). */
const css = `
#boot-shell{display:none}
html:not([data-boot]) #boot-shell,html[data-boot=guest] #boot-shell,html[data-boot=member] #boot-shell{display:block;position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:var(--color-bg);color:var(--color-text);pointer-events:none}
html[data-boot=member] .bs-guest,html:not([data-boot=member]) .bs-member{display:none}
#boot-shell [data-l]{display:none}
html:not([data-boot-locale]) #boot-shell [data-l=${'%DEFAULT%'}],html[data-boot-locale=th] #boot-shell [data-l=th],html[data-boot-locale=la] #boot-shell [data-l=la],html[data-boot-locale=en] #boot-shell [data-l=en]{display:inline}
html[data-boot-locale=''] #boot-shell .bs-guest,html[data-boot-locale=''] #boot-shell .bs-member{visibility:hidden}
html[data-boot-locale=''] #boot-shell .bs-bar,html[data-boot-locale=''] #boot-shell .bs-nav,html[data-boot-locale=''] #boot-shell .bs-card,html[data-boot-locale=''] #boot-shell .bs-tiles{visibility:visible}
html[data-boot-locale=''] #boot-shell .bs-bar *,html[data-boot-locale=''] #boot-shell .bs-nav span{visibility:hidden}
html[data-boot-host=telegram] #boot-shell .bs-brand span{display:none}
html[data-boot-host] #boot-shell .bs-form>:not(.bs-title){visibility:hidden}
#boot-shell ul{margin:0;padding:0;list-style:none}
.bs-bar{display:grid;grid-template-columns:1fr minmax(0,auto) 1fr;align-items:center;gap:var(--space-2);min-height:calc(var(--topbar-height) + var(--safe-top));padding:var(--safe-top) calc(var(--space-2) + var(--safe-right)) 0 calc(var(--space-2) + var(--safe-left));border-bottom:1px solid var(--color-border);box-sizing:border-box}
.bs-brand{overflow:hidden;font-weight:700;line-height:1.3;color:var(--color-primary);text-align:center;white-space:nowrap}
.bs-end{display:flex;align-items:center;justify-content:flex-end;gap:var(--space-1);min-height:var(--touch-target)}
.bs-lang{display:flex;align-items:center;justify-content:space-between;box-sizing:border-box;width:120px;height:44px;padding:0 14px;border:1px solid var(--color-border);border-radius:var(--radius-full);background:var(--color-surface-2);font-size:var(--font-size-sm)}
.bs-lang i{width:8px;height:8px;margin-top:-4px;border:solid var(--color-text);border-width:0 1.5px 1.5px 0;transform:rotate(45deg)}
.bs-icon{width:44px;height:44px}
.bs-form{display:flex;flex-direction:column;gap:var(--space-4);max-width:480px;margin:0 auto;padding:var(--space-5) var(--space-4)}
.bs-title{margin:0;font-size:var(--font-size-xl);line-height:1.5}
.bs-lead{margin:0;color:var(--color-text-muted)}
.bs-fields{display:flex;flex-direction:column;gap:var(--space-4)}
.bs-field{display:flex;flex-direction:column;gap:var(--space-1)}
.bs-label{font-size:var(--font-size-sm);font-weight:600;line-height:1.5}
.bs-req{color:var(--color-danger)}
.bs-input{display:flex;justify-content:flex-end;align-items:center;box-sizing:border-box;min-height:48px;padding-right:var(--space-1);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-input-bg)}
.bs-eye{width:44px;height:44px}
.bs-check{display:flex;align-items:center;gap:var(--space-3);min-height:var(--touch-target)}
.bs-check i{box-sizing:border-box;width:24px;height:24px;border-radius:var(--radius-sm);background:var(--color-primary)}
.bs-button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:52px;border-radius:var(--radius-lg);background:var(--color-primary);color:var(--color-on-primary);font-size:var(--font-size-lg);font-weight:600;line-height:1.25}
.bs-register{display:flex;align-items:center;justify-content:center;gap:.25em;min-height:var(--touch-target);margin:0;color:var(--color-text-muted)}
.bs-register b{color:var(--color-link);text-decoration:underline}
.bs-nav{position:fixed;right:0;bottom:0;left:0;display:grid;min-height:var(--bottomnav-height);padding:0 var(--safe-right) var(--safe-bottom) var(--safe-left);border-top:1px solid var(--color-border);background:var(--color-surface)}
.bs-nav4{grid-template-columns:repeat(4,1fr)}
.bs-nav5{grid-template-columns:repeat(5,1fr)}
.bs-nav li{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:var(--bottomnav-height);color:var(--color-text-muted);font-size:.6875rem;font-weight:600;line-height:1.25;text-align:center}
.bs-nav li.bs-on{color:var(--color-primary)}
.bs-nav i{width:22px;height:22px;border-radius:var(--radius-sm);background:var(--color-surface-2)}
.bs-nav .bs-raised{position:relative;justify-content:flex-end;padding-bottom:6px;font-size:var(--font-size-xs);line-height:1.3}
.bs-nav .bs-raised i{position:absolute;top:-26px;box-sizing:border-box;width:64px;height:64px;border:3px solid var(--color-primary-ring);border-radius:var(--radius-full);background:var(--color-primary)}
.bs-home{display:grid;gap:var(--space-4);padding:var(--space-4) calc(var(--space-4) + var(--safe-right)) var(--space-6) calc(var(--space-4) + var(--safe-left))}
.bs-card{display:grid;gap:var(--space-3);box-sizing:border-box;min-height:232px;padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-surface);align-content:start}
.bs-card-foot{padding-top:var(--space-3);border-top:1px solid var(--color-border)}
.bs-tiles{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:var(--space-2)}
.bs-tiles li{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:var(--space-2);box-sizing:border-box;min-height:112px;border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-surface)}
.bs-tiles li:last-child:nth-child(3n+1){grid-column:1/-1;flex-direction:row}
@media (max-width:19rem){.bs-tiles{grid-template-columns:repeat(2,minmax(0,1fr))}.bs-tiles li:last-child:nth-child(3n+1){grid-column:auto;flex-direction:column}.bs-tiles li:last-child:nth-child(2n+1){grid-column:1/-1;flex-direction:row}}
.bs-tiles i{width:40px;height:40px;border-radius:var(--radius-full);background:var(--color-surface-2)}
.bs-sk{border-radius:var(--radius-sm);background:var(--color-surface-2)}
.bs-progress{position:absolute;top:calc(var(--topbar-height) + var(--safe-top) - 2px);right:0;left:0;height:3px;overflow:hidden}
.bs-progress::before{content:'';position:absolute;top:0;bottom:0;left:0;width:40%;border-radius:var(--radius-full);background:var(--color-primary);animation:bs-load 1.2s ease-in-out infinite}
@keyframes bs-load{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.bs-progress::before{width:100%;opacity:.5;animation:none}}
.bs-fields,.bs-register{opacity:.55}
.bs-sk-name{width:45%;height:28px}
.bs-sk-label{width:30%;height:18px}
.bs-sk-total{width:60%;height:40px}
.bs-sk-line{width:60%;height:14px}
`;

/** Emits the frame into index.html (build and dev), in the build's default language unless one is stored. */
export function bootShell(): Plugin {
  let laos = false;
  return {
    name: 'boot-shell',
    // The same switch as src/config/build.ts, read from the env Vite loaded (.env files included).
    configResolved(config) {
      laos = config.env.VITE_LAOS === '1' || config.env.VITE_LAOS === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html') || !html.includes('<div id="root"></div>')) return html;
        const all = { th: readTexts('th'), la: readTexts('la'), en: readTexts('en') };
        const defaultLocale: Locale = laos ? 'la' : 'th';
        const style = css.replace('%DEFAULT%', defaultLocale).replace(/\n/g, '');
        const shell = `<div id="boot-shell" aria-hidden="true" inert>${guestFrame(all)}${memberFrame(all)}</div>`;
        return html
          // The page's language before any script: the build's default (Lao is `lo`), not index.html's Thai.
          .replace('<html lang="th"', `<html lang="${laos ? 'lo' : 'th'}"`)
          .replace('</head>', `<style>${style}</style>\n<script>${bootShellScript}</script>\n</head>`)
          .replace('<div id="root"></div>', `${shell.replace(/\n/g, '')}\n    <div id="root"></div>`);
      },
    },
  };
}
