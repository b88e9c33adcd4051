import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../HtmlContent';
import styles from './QrImage.module.css';

export interface QrImageProps {
  /** SVG markup of the QR code as the server sends it; sanitised with HtmlContent's SVG profile. */
  svg: string;
  /** Accessible name of the image; defaults to the translated "QR code". */
  label?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/** A QR code given as SVG markup. Sanitised by HtmlContent (no second sanitiser, no innerHTML here). */
export function QrImage({ svg, label, size = 240 }: QrImageProps) {
  const { t } = useTranslation();
  return (
    <HtmlContent
      html={svg}
      profile="svg"
      role="img"
      aria-label={label ?? t('ui.qr.label')}
      className={styles.root}
      style={{ '--qr-size': `${size}px` } as CSSProperties}
    />
  );
}
