import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { BonusItem } from '../../api/bonus';
import { Amount } from '../../ui/Amount';
import { Icon } from '../../ui/Icon';
import { isMaxed } from './store';
import styles from './bonus.module.css';

export interface BonusCardProps {
  item: Snapshot<BonusItem>;
  onOpen: (code: string) => void;
}

/**
 * One bonus on its banner (spec §2): the current marker when it is the held one, and a received
 * label when its count reached maxReceived, in which case it is not a button at all.
 */
export function BonusCard({ item, onOpen }: BonusCardProps) {
  const { t } = useTranslation();
  const maxed = isMaxed(item);
  const image = item.banners[0]?.image;
  const style = image ? ({ '--bonus-image': `url("${image}")` } as CSSProperties) : undefined;
  const body = (
    <>
      <span className={styles.cardShade} aria-hidden="true" />
      <span className={styles.cardTop}>
        <span className={styles.cardType}>{t(`bonus.type.${item.type}`)}</span>
        {item.userBonus.isActive && <span className={styles.current}>{t('bonus.current')}</span>}
        {maxed && (
          <span className={styles.receivedMark}>
            <Icon name="check" size={14} strokeWidth={3} />
            {t('bonus.received')}
          </span>
        )}
      </span>
      <span className={styles.cardCode}>{item.code}</span>
      <span className={styles.cardBottom}>
        <Amount value={item.amount} size="lg" currency={t('ui.receipt.unit')} />
        <span className={styles.cardCount}>{t('bonus.receivedCount', { count: item.receivedCount, max: item.maxReceived })}</span>
      </span>
    </>
  );
  if (maxed) {
    return (
      <div className={styles.card} style={style} data-state="received" aria-disabled="true" role="group" aria-label={item.code}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={styles.card}
      style={style}
      data-state={item.userBonus.isActive ? 'current' : 'available'}
      aria-current={item.userBonus.isActive || undefined}
      onClick={() => onOpen(item.code)}
    >
      {body}
    </button>
  );
}
