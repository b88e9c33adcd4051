import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../ui/Dialog';
import { HtmlContent } from '../../ui/HtmlContent';
import { closeAgreement, home } from './store';
import styles from './HomePage.module.css';

/** The agreement shown ~1.5 s after the home appears until the member accepts it (spec §2). */
export function AgreementDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(home);
  return (
    // An alert dialog: focus is on Accept, and the terms (the body) are read with the title.
    <Dialog<boolean>
      role="alertdialog"
      open={snap.agreementOpen}
      title={t('home.agreementTitle')}
      onClose={(accepted) => closeAgreement(accepted === true)}
      actions={[{ label: t('home.agreementAccept'), result: true, autoFocus: true }]}
    >
      <div className={styles.agreement}>
        {snap.agreements.map((html, index) => (
          <HtmlContent key={index} html={html} />
        ))}
      </div>
    </Dialog>
  );
}
