import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../../platform';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../notify/store';
import { declineHostLink, hostKindOf, hostSignInState, linkHostAccount } from './host';

/** After a password login inside Telegram or LINE: "sign in with this account next time?" */
export function HostLinkOffer() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(hostSignInState);
  const kind = hostKindOf(platform);
  if (!kind || !platform.getAuthProof()) return null;
  const host = t(`hostLink.${kind}`);
  return (
    <ConfirmDialog
      open={snap.offerLink || snap.linking}
      title={t('hostLink.offerTitle', { host })}
      message={t('hostLink.offerText', { host })}
      confirmLabel={t('hostLink.remember')}
      cancelLabel={t('hostLink.notNow')}
      busy={snap.linking}
      onClose={async (confirmed) => {
        if (!confirmed) return declineHostLink();
        if (await linkHostAccount(platform)) {
          platform.haptic('success');
          toast(t('hostLink.linked', { host }), 'success');
        }
      }}
    />
  );
}
