import type { i18n as I18n } from 'i18next';
import { onContentLanguageChange, setContentLanguage } from '../api/http';

/** Every call asks for the active locale; a language switch reloads the server texts shown. */
export function wireContentLanguage(instance: I18n): () => void {
  setContentLanguage(instance.language);
  const follow = (locale: string) => setContentLanguage(locale);
  instance.on('languageChanged', follow);
  // The reload (and the nine feature stores it reads) loads on the first switch, not with /login.
  // Switches made while it loads are one reload, in the language active when it runs.
  let queued = false;
  const stop = onContentLanguageChange(() => {
    if (queued) return;
    queued = true;
    void import('./content-reload').then((m) => {
      queued = false;
      return m.reloadServerContent();
    });
  });
  return () => {
    instance.off('languageChanged', follow);
    stop();
  };
}
