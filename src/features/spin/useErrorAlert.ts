import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../notify/store';

/**
 * Spin and claim failures show an error dialog with the message looked up by the error code
 * (spec §7): a wheel-specific text first, then the §8 catalogue, then the raw code.
 */
export function useErrorAlert(): (code: string) => void {
  const { t } = useTranslation();
  return useCallback(
    (code: string) =>
      showAlert({
        tone: 'error',
        title: t('common.error'),
        text: t([`spin.errors.${code}`, `errors.${code}`], { defaultValue: code }),
      }),
    [t],
  );
}
