import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Icon } from '../../ui/Icon';
import { Widget } from '../../ui/Widget';
import { refreshAll } from '../wallet/store';
import { openDialog } from './store';
import styles from './HomePage.module.css';
import { formatCount } from '../../lib/format-count';

export interface HomeWidgetsProps {
  wheelActive: boolean;
  coins: number;
  refreshing: boolean;
}

/** Spec §2 widget order: deposit, withdraw, (issue 18: transfer,) spin wheel (when active) or refresh-all, invite, bonus conditions, refund. */
export function HomeWidgets({ wheelActive, coins, refreshing }: HomeWidgetsProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ul className={styles.widgets} aria-label={t('home.actions')}>
      <li>
        <Widget icon={<Icon name="wallet" />} label={t('home.deposit')} tone="primary" onClick={() => openDialog('deposit')} />
      </li>
      <li>
        <Widget icon={<Icon name="hand-money" />} label={t('home.withdraw')} onClick={() => openDialog('withdraw')} />
      </li>
      <li>
        {/* Issue 18: the from/to transfer form (wallet ↔ game, game ↔ game) is a tap away, not only a deep link. */}
        <Widget icon={<Icon name="exchange" />} label={t('home.transfer')} onClick={() => openDialog('transfer')} />
      </li>
      <li>
        {wheelActive ? (
          <Widget
            icon={<Icon name="wheel" />}
            label={t('home.spin')}
            value={t('home.coins', { count: coins, coins: formatCount(coins, i18n.language) })}
            onClick={() => navigate('/user/spin')}
          />
        ) : (
          <Widget
            icon={<Icon name="refresh" spinning={refreshing} />}
            label={t('home.refreshAll')}
            disabled={refreshing}
            onClick={() => void refreshAll()}
          />
        )}
      </li>
      <li>
        <Widget icon={<Icon name="user" />} label={t('home.invite')} onClick={() => openDialog('invite')} />
      </li>
      <li>
        <Widget icon={<Icon name="gift" />} label={t('home.bonusConditions')} onClick={() => navigate('/user/bonus')} />
      </li>
      <li>
        <Widget icon={<Icon name="refund" />} label={t('home.refund')} onClick={() => openDialog('refund')} />
      </li>
    </ul>
  );
}
