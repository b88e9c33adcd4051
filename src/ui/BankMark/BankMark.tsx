import styles from './BankMark.module.css';
import { cx } from '../../lib/cx';

export interface BankMarkProps {
  /** The bank's code (spec §3 banks lookup), e.g. `KBANK`, `SCB`, `BCEL`. */
  code: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * Each bank's own colour (its public brand colour, not its logo artwork) so a player recognises
 * the destination at a glance, as in the banks' own apps. Unknown codes get a stable hue of their own.
 */
const colours: Record<string, string> = {
  KBANK: '#138f2d',
  SCB: '#4e2e7f',
  KTB: '#1ba5e1',
  BBL: '#1e4598',
  BAY: '#fec43b',
  TMB: '#1279be',
  TTB: '#1279be',
  GSB: '#eb198d',
  BAAC: '#4b9b2f',
  CIMB: '#7e2f36',
  UOB: '#0b3979',
  KKP: '#5b5a96',
  LHB: '#6d6e71',
  TISCO: '#12549f',
  BCEL: '#d6001c',
  LDB: '#00529b',
  APB: '#0f7a3e',
  JDB: '#003f87',
};

/** Unknown banks: a hue from the code, dark enough for white letters whatever the hue. */
function hueOf(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${hash} 50% 25%)`;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black: with it or white, any colour reaches at least 4.58:1 (WCAG AA for small text). */
const INK = 0;

/** White or black letters, whichever contrasts more with the bank's colour (brand colours vary widely). */
function inkOn(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (INK + 0.05) ? '#fff' : '#000';
}

/** Up to three letters of the code: KBANK → KB, SCB → SCB (what the banks print on their cards). */
const initials = (code: string): string => (code.length <= 3 ? code : code.slice(0, 2)).toUpperCase();

/** A bank's mark: its colour and initials in a round badge. Decorative; the bank's name is the text. */
export function BankMark({ code, className }: BankMarkProps) {
  const known = colours[code.toUpperCase()];
  const style = known ? { background: known, color: inkOn(known) } : { background: hueOf(code.toUpperCase()), color: '#fff' };
  return (
    <span className={cx(styles.root, className)} style={style} aria-hidden="true">
      {initials(code)}
    </span>
  );
}
