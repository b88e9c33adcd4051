import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './docs.module.css';
import { cx } from '../../lib/cx';

/*
 * Docs-only helpers for the MDX pages: they read the live values of the CSS custom properties
 * from tokens.css, so the pages can never drift from the tokens.
 */

const colorTokens = [
  ['--color-bg', 'Page background'],
  ['--color-surface', 'Cards, dialogs, bottom nav'],
  ['--color-surface-2', 'Raised surfaces, secondary buttons, toasts'],
  ['--color-input-bg', 'Text field background'],
  ['--color-border', 'Hairlines and field borders'],
  ['--color-text', 'Body text'],
  ['--color-text-muted', 'Hints, inactive nav items'],
  ['--color-primary', 'Main action, active nav item'],
  ['--color-on-primary', 'Text on primary'],
  ['--color-link', 'Links'],
  ['--color-success', 'Success tone'],
  ['--color-danger', 'Errors, destructive actions'],
  ['--color-on-danger', 'Text on danger'],
  ['--color-warning', 'Warnings, error alerts'],
  ['--color-info', 'Informational toasts'],
  ['--color-focus', 'Focus ring'],
] as const;

const typeTokens = ['--font-size-xs', '--font-size-sm', '--font-size-md', '--font-size-lg', '--font-size-xl', '--font-size-xxl'] as const;

const spaceTokens = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6'] as const;

const radiusTokens = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-full'] as const;

/** Reads the resolved value of each token on an element inside the themed container. */
function useTokenValues(names: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  // Callers pass fresh arrays; the joined names are the stable dependency.
  const key = names.join('|');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    setValues(Object.fromEntries(key.split('|').map((n) => [n, style.getPropertyValue(n).trim()])));
  }, [key]);
  return { ref, values };
}

function Themed({ theme = 'dark', children }: { theme?: 'dark' | 'light'; children: ReactNode }) {
  return (
    // sb-unstyled: keep Storybook's docs typography out of the rendered tokens.
    <div data-theme={theme} className={cx('sb-unstyled', styles.themed)}>
      {children}
    </div>
  );
}

function Palette({ theme }: { theme: 'dark' | 'light' }) {
  const { ref, values } = useTokenValues(colorTokens.map(([n]) => n));
  return (
    <div ref={ref}>
      <ul className={styles.palette}>
        {colorTokens.map(([name, use]) => (
          <li key={name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(${name})` }} />
            <span>
              <code>{name}</code>
              <br />
              <small>
                {values[name] ?? ''} · {use}
              </small>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.caption}>{theme === 'dark' ? 'Dark theme (default)' : 'Light theme'}</p>
    </div>
  );
}

/** Colour tokens with their resolved values, in the dark (default) or light theme. */
export function ColorTokens({ theme = 'dark' }: { theme?: 'dark' | 'light' }) {
  return (
    <Themed theme={theme}>
      <Palette theme={theme} />
    </Themed>
  );
}

function TypeScaleInner() {
  const { ref, values } = useTokenValues(typeTokens);
  return (
    <div ref={ref} className={styles.stack}>
      {typeTokens.map((name) => (
        <div key={name} className={styles.typeRow}>
          <code className={styles.typeName}>
            {name} <small>{values[name]}</small>
          </code>
          <span style={{ fontSize: `var(${name})`, lineHeight: 1.4 }}>ยอดเงินคงเหลือ · ຍອດເງິນຄົງເຫຼືອ · Balance ฿1,250.00</span>
        </div>
      ))}
    </div>
  );
}

/** The type scale in Thai, Lao and English with the kit's Noto font stack. */
export function TypeScale() {
  return (
    <Themed>
      <TypeScaleInner />
    </Themed>
  );
}

function SpacingInner() {
  const { ref, values } = useTokenValues([...spaceTokens, ...radiusTokens]);
  return (
    <div ref={ref} className={styles.stack}>
      {spaceTokens.map((name) => (
        <div key={name} className={styles.typeRow}>
          <code className={styles.typeName}>
            {name} <small>{values[name]}</small>
          </code>
          <span className={styles.bar} style={{ width: `var(${name})` }} />
        </div>
      ))}
      <div className={styles.radii}>
        {radiusTokens.map((name) => (
          <div key={name} className={styles.radius} style={{ borderRadius: `var(${name})` }}>
            <code>{name}</code>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spacing steps and corner radii. */
export function SpacingTokens() {
  return (
    <Themed>
      <SpacingInner />
    </Themed>
  );
}
