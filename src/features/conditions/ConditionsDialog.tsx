import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { HtmlContent } from '../../ui/HtmlContent';
import { Loader } from '../../ui/Loader';
import { closeConditions, conditions } from './store';
import styles from './ConditionsDialog.module.css';

/** The conditions modal of the member menu: the lookup's HTML items, sanitised (spec §2, DESIGN §9). */
export default function ConditionsDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(conditions);
  return (
    <Dialog
      open={snap.open}
      title={t('conditions.title')}
      onClose={closeConditions}
      // Its footer has a Close: a second one in the header would be two buttons of one name.
      hideCloseButton
      actions={[{ label: t('common.close'), result: true }]}
    >
      {snap.loading && <Loader active variant="inline" />}
      {!snap.loading && snap.items?.length === 0 && <EmptyState title={t('conditions.empty')} />}
      {snap.items && snap.items.length > 0 && (
        <ol className={styles.list}>
          {snap.items.map((html, index) => (
            <li key={index} className={styles.item}>
              <HtmlContent html={html} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
