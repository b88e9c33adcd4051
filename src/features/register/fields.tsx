import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../../ui/Button';
import { registration } from './store';
import layout from '../../app/form-page.module.css';

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
        <p className={layout.error} role="alert">
          {t(`errors.${snap.error}`, { defaultValue: snap.error })}
        </p>
      )}
      <div className={layout.actions}>
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
