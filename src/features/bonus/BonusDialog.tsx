import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Banner } from '../../ui/Banner';
import { Carousel } from '../../ui/Carousel';
import { Dialog, type DialogAction } from '../../ui/Dialog';
import { HtmlContent } from '../../ui/HtmlContent';
import { pageParts } from '../../ui/Page';
import { showBonusReceipt } from './bonus-receipt';
import { bonus, closeBonus, receiveBonus } from './store';
import styles from './bonus.module.css';

type Result = 'receive' | 'close';

/**
 * A bonus's banners, its notice with the fail percent filled in, and receive; when a bonus is
 * already held, only Close (spec §2 Bonus dialog: "confirm/close").
 */
export function BonusDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(bonus);
  const item = snap.bonuses.find((b) => b.code === snap.open);
  const held = Boolean(snap.active?.status);

  const onClose = async (result: Result | undefined) => {
    if (result !== 'receive' || !item) return closeBonus();
    const reply = await receiveBonus(item.code);
    if (reply) showBonusReceipt(reply, item.code, t);
  };

  const actions: DialogAction<Result>[] = held
    ? // Nothing to take while another bonus is held (spec: "confirm/close"): the one button says what it does.
      // Focus stays on the dialog (its title read first), as without a hold: on Close it skipped the conditions.
      [{ label: t('common.close'), result: 'close', variant: 'primary' }]
    : [
        { label: t('common.close'), result: 'close', variant: 'secondary', disabled: snap.receiving },
        { label: t('bonus.receive'), result: 'receive', variant: 'primary', loading: snap.receiving },
      ];

  return (
    <Dialog<Result>
      open={item !== undefined}
      title={item?.code ?? ''}
      dismissible={!snap.receiving}
      // Its footer has a Close: a second one in the header would be two buttons of one name.
      hideCloseButton
      onClose={(result) => void onClose(result)}
      actions={actions}
    >
      {item && (
        <div className={styles.dialogBody}>
          {item.banners.length > 0 && (
            <Carousel label={t('bonus.banners')} perView={1} hideControls={item.banners.length < 2}>
              {item.banners.map((banner) => (
                <Banner key={banner.image} imageSrc={banner.image} html={banner.html} />
              ))}
            </Carousel>
          )}
          {item.banners.length === 0 && item.description && <HtmlContent html={item.description} />}
          <p className={styles.notice} role="note">
            {t('bonus.notice', { percentFail: item.percentFail })}
          </p>
          {held && <p className={pageParts.muted}>{t(item.userBonus.isActive ? 'bonus.isCurrent' : 'bonus.heldNote')}</p>}
        </div>
      )}
    </Dialog>
  );
}
