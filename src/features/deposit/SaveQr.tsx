import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrImageName, type QrProvider } from '../../api/contract';
import { apiUrl } from '../../api/http';
import { fetchImageFile, saveWithBrowser, usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { toast } from '../notify/store';
import styles from './deposit.module.css';

/** The longest the Save button shows busy (a slow network's picture): past it, a tap may try again. */
const SAVE_BUSY_MS = 5_000;

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
  // The API's origin, which may not be the page's (VITE_API_BASE_URL), as the slip links'.
  const url = apiUrl(image)?.href ?? image;
  const file = usePicture(url, name);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    // Busy while the picture is fetched, not for as long as a share sheet stays open: iOS has left
    // one's promise unsettled after "Save Image", which held the button busy for good.
    const ready = setTimeout(() => setSaving(false), SAVE_BUSY_MS);
    let saved = false;
    try {
      saved = await (platform.saveImage ?? saveWithBrowser)({ url, name, file });
    } catch {
      // A host call that threw: the picture was not kept, said as any other failure.
    } finally {
      clearTimeout(ready);
      setSaving(false);
    }
    if (saved) return;
    platform.haptic('error');
    toast(t('deposit.qr.saveFailed'));
  };
  return (
    <div className={styles.saveQr}>
      <p id="save-qr-hint" className={styles.note}>
        {t('deposit.qr.saveHint')}
      </p>
      <Button variant="secondary" size="sm" icon="download" loading={saving} aria-describedby="save-qr-hint" onClick={() => void save()}>
        {t('deposit.qr.save')}
      </Button>
    </div>
  );
}
