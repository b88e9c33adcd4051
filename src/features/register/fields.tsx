import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../../ui/Button';
import { pageParts } from '../../ui/Page';
import { registration } from './store';

/** The translated text of a field's failing check, if any. */
export function useFieldError() {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  return (field: keyof typeof snap.fieldErrors) => {
    const key = snap.fieldErrors[field];
    return key ? t(key) : undefined;
  };
}

/** The server's §8 answer for the current step, and the step's buttons. */
export function StepActions({ submitLabel, onBack }: { submitLabel: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const snap = useSnapshot(registration);
  return (
    <>
      {snap.error && (
        <p className={pageParts.error} role="alert">
          {t(`errors.${snap.error}`, { defaultValue: snap.error })}
        </p>
      )}
      <div className={pageParts.actions}>
        {onBack && (
          <Button variant="secondary" size="lg" onClick={onBack} disabled={snap.sending}>
            {t('common.back')}
          </Button>
        )}
        <Button type="submit" size="lg" fullWidth loading={snap.sending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
