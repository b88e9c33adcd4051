import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrImageName, type QrProvider } from '../../api/contract';
import { fetchImageFile, saveWithBrowser, usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { toast } from '../notify/store';
import styles from './deposit.module.css';

export interface SaveQrProps {
  /** The QR's picture link (QrState.image): signed, no token needed, gone with the QR. */
  image: string;
  provider: QrProvider;
  amount: number;
}

/**
 * The picture fetched as soon as the QR shows, so the tap opens a share sheet at once: iOS gives a
 * tap's permission to open one only for a moment, which a download on a slow network outlasts.
 * Null until it came, or when it could not come (the tap then fetches it itself).
 */
function usePicture(url: string, name: string): File | null {
  const [picture, setPicture] = useState<{ url: string; file: File } | null>(null);
  useEffect(() => {
    let current = true;
    fetchImageFile(url, name).then(
      (file) => current && setPicture({ url, file }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url, name]);
  return picture?.url === url ? picture.file : null;
}

/**
 * Under a live QR: a player paying from the phone that shows it cannot scan their own screen, so
 * the picture is kept where the bank app's "scan from photos" finds it (the host decides how).
 */
export function SaveQr({ image, provider, amount }: SaveQrProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const name = qrImageName(provider, amount);
  const file = usePicture(image, name);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await (platform.saveImage ?? saveWithBrowser)({ url: image, name, file });
    setSaving(false);
    platform.haptic(saved ? 'success' : 'error');
    if (!saved) toast(t('deposit.qr.saveFailed'));
  };
  return (
    <div className={styles.saveQr}>
      <p className={styles.note}>{t('deposit.qr.saveHint')}</p>
      <Button variant="secondary" size="sm" icon="download" loading={saving} onClick={() => void save()}>
        {t('deposit.qr.save')}
      </Button>
    </div>
  );
}
