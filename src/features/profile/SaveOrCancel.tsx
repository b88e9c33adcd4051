import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { closeProfileDialog } from './store';

/** The profile forms' sticky row: Save submits the form (Enter in a field does too), Cancel closes it. */
export function SaveOrCancel({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button type="submit" fullWidth loading={saving}>
        {t('common.save')}
      </Button>
      <Button variant="secondary" fullWidth disabled={saving} onClick={closeProfileDialog}>
        {t('common.cancel')}
      </Button>
    </DialogActions>
  );
}
