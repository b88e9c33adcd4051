import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/http';
import { errorTitleKey, showAlert, toast, trackLoading } from '../features/notify/store';
import { wireContentLanguage } from './content-language';
import { i18next } from './i18n';

/** Connects the http reply rules to the screen: translated toasts, modal errors, navigation, loader. */
export function wireHttpEffects(): void {
  configureHttp({
    translate: (code) => (i18next.exists(`errors.${code}`) ? i18next.t(`errors.${code}`) : undefined),
    toast: (text) => toast(text, 'error'),
    modalError: (text, outcome) => showAlert({ tone: 'error', title: i18next.t(errorTitleKey(outcome === 'unknown')), text }),
    navigate: (path) => {
      if (window.location.pathname !== path) navigate(path, { replace: true });
    },
    loading: trackLoading,
  });
  wireContentLanguage(i18next);
}
