import { useEffect, useState } from 'react';
import { qrSvg } from '../../lib/qrSvg';
import { QrImage } from '../../ui/QrImage';
import styles from './help.module.css';

/**
 * The add-friend QR drawn from the contact setting's LINE link (issue 19.4), so the code a player
 * scans always opens the same chat as the button below it. The box keeps its size while the
 * encoder loads, so nothing below it jumps.
 */
export function LineQr({ link, label }: { link: string; label: string }) {
  const [made, setMade] = useState<{ link: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(link).then((svg) => live && setMade({ link, svg }));
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <div className={styles.lineQr} data-testid="line-qr">
      {made?.link === link && <QrImage svg={made.svg} label={label} size={180} />}
    </div>
  );
}
