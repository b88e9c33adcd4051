import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UNANSWERED } from '../../api/http';
import { errorTitleKey, showAlert } from '../notify/store';

/**
 * Spin and claim failures show an error dialog with the message looked up by the error code
 * (spec §7): a wheel-specific text first, then the §8 catalogue, then the raw code. A move with no
 * answer is titled as what it is: not known yet (not "Error", which reads as "it failed").
 */
export function useErrorAlert(): (code: string) => void {
  const { t } = useTranslation();
  return useCallback(
    (code: string) =>
      showAlert({
        tone: 'error',
        title: t(errorTitleKey(code === UNANSWERED)),
        text: t([`spin.errors.${code}`, `errors.${code}`], { defaultValue: code }),
      }),
    [t],
  );
}
