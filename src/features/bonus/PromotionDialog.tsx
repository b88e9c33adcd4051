import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog, type DialogAction } from '../../ui/Dialog';
import { HtmlContent } from '../../ui/HtmlContent';
import { Icon } from '../../ui/Icon';
import { pageParts } from '../../ui/Page';
import { showBonusReceipt } from './bonus-receipt';
import { bonus, closePromotion, receivePromotion } from './store';
import styles from './bonus.module.css';

type Result = 'receive' | 'close';

/** A promotion code's search: searching, then percentFail %, description and receive, or not found (spec §2). */
export function PromotionDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(bonus);
  const search = snap.promotion;

  const onClose = async (result: Result | undefined) => {
    if (result !== 'receive' || search?.state !== 'found') return closePromotion();
    const code = search.code;
    const reply = await receivePromotion();
    if (reply) showBonusReceipt(reply, code, t);
  };

  const received = search?.state === 'found' && search.promotion.received === true;
  const actions: DialogAction<Result>[] =
    search?.state === 'found' && !received
      ? [
          { label: t('common.close'), result: 'close', variant: 'secondary', disabled: snap.receiving },
          { label: t('bonus.receive'), result: 'receive', variant: 'primary', loading: snap.receiving },
        ]
      : [{ label: t('common.close'), result: 'close', variant: 'secondary' }];

  return (
    <Dialog<Result>
      open={search !== null}
      title={t('bonus.promotionTitle', { code: search?.code ?? '' })}
      layout="compact"
      dismissible={!snap.receiving}
      // Its footer has a Close: a second one in the header would be two buttons of one name.
      hideCloseButton
      onClose={(result) => void onClose(result)}
      actions={actions}
    >
      {search?.state === 'searching' && (
        <p className={styles.searching} role="status">
          <Icon name="spin" size={20} spinning />
          {t('bonus.searching')}
        </p>
      )}
      {search?.state === 'notFound' && (
        <p className={styles.notFound} role="alert">
          <Icon name="warning" size={20} />
          {t('bonus.notFound')}
        </p>
      )}
      {search?.state === 'found' && (
        <div className={styles.dialogBody}>
          <p className={styles.percent}>
            <span className={pageParts.muted}>{t('bonus.percentFail')}</span>
            <strong>{t('bonus.percent', { percent: search.promotion.percentFail })}</strong>
          </p>
          <HtmlContent html={search.promotion.description} />
          {/* Had already: said, rather than a Receive that could only be refused. Else, taken, it is
              held as a bonus is: what that means for withdrawals is said before Receive. */}
          <p className={styles.notice} role="note">
            {received ? t('errors.PROMOTION_RECEIVED') : t('bonus.notice', { percentFail: search.promotion.percentFail })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
