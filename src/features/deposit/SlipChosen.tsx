import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import styles from './deposit.module.css';

export interface SlipChosenProps {
  /** The picture the player picked, not sent yet. */
  file: File;
  /** Send it for review. */
  onSend: () => void;
  /** Not this one: back to choosing. */
  onCancel: () => void;
}

/**
 * The picked slip shown before it goes: a player picking from a phone's gallery can tap the wrong
 * photo, and whatever is sent lands with the operator for review (and as a pending slip the player
 * then sees refused).
 */
export function SlipChosen({ file, onSend, onCancel }: SlipChosenProps) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // It appears under the picker, often below the fold of a phone's sheet: Send comes into view once
  // the picture has its height, or has failed to show (a type this browser cannot draw: its name shows).
  const box = useRef<HTMLDivElement>(null);
  const reveal = () => {
    box.current?.scrollIntoView({ block: 'nearest' });
  };
  useEffect(reveal, [src]);
  return (
    <div ref={box} className={styles.slipChosen} role="group" aria-labelledby="slip-chosen-note">
      <p id="slip-chosen-note" className={styles.note}>
        {t('deposit.slip.check')}
      </p>
      {src && <img src={src} alt={t('deposit.slip.previewAlt')} className={styles.slipImage} onLoad={reveal} onError={reveal} />}
      <div className={styles.slipActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" icon="upload" onClick={onSend}>
          {t('deposit.slip.send')}
        </Button>
      </div>
    </div>
  );
}
