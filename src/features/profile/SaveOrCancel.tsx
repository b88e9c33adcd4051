import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '../../ui/Dialog';
import { closeProfileDialog } from './store';

/** The profile forms' sticky row: Save submits the form (Enter in a field does too), Cancel closes it. */
export function SaveOrCancel({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  return <SubmitOrCancel submitLabel={t('common.save')} cancelLabel={t('common.cancel')} busy={saving} onCancel={closeProfileDialog} />;
}
