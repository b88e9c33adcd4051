import { useState, type CSSProperties } from 'react';
import { AppRoot } from '../AppRoot';
import { BottomNav } from '../BottomNav';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { LanguageDropdown, type Locale } from '../LanguageDropdown';
import { TextField } from '../TextField';
import { TopBar } from '../TopBar';
import styles from './docs.module.css';
import { cx } from '../../lib/cx';

type Host = 'browser' | 'telegram' | 'line';

/*
 * Telegram hands the Mini App its theme as --tg-theme-* variables, which tokens.css prefers over
 * its defaults; this sample stands in for a user's Telegram dark theme. LINE and the browser get
 * the kit's own tokens.
 */
const hostVars: Record<Host, CSSProperties> = {
  browser: {},
  line: {},
  telegram: {
    ['--tg-theme-bg-color' as string]: '#17212b',
    ['--tg-theme-secondary-bg-color' as string]: '#232e3c',
    ['--tg-theme-text-color' as string]: '#f5f5f5',
    ['--tg-theme-hint-color' as string]: '#aab4be',
    ['--tg-theme-button-color' as string]: '#6ab3f3',
    ['--tg-theme-button-text-color' as string]: '#0b1620',
    ['--tg-theme-link-color' as string]: '#8cc4f7',
  },
};

const titles: Record<Host, string> = { browser: 'Mobile browser', telegram: 'Telegram Mini App', line: 'LINE (LIFF)' };

function Phone({ host }: { host: Host }) {
  const [locale, setLocale] = useState<Locale>('th');
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className={styles.phoneCaption}>{titles[host]}</figcaption>
      <div className={styles.phone} style={hostVars[host]}>
        <AppRoot platform={host} safeArea={false} style={{ minHeight: '100%' }}>
          <TopBar
            titleAs="div"
            title="หน้าแรก"
            start={host === 'browser' ? <IconButton icon="back" label="ย้อนกลับ" /> : undefined}
            end={<LanguageDropdown value={locale} onChange={setLocale} />}
          />
          <div style={{ display: 'grid', gap: 16, padding: 16 }}>
            <TextField label="จำนวนเงิน" numeric="decimal" defaultValue="500.00" />
            <Button fullWidth icon="wallet">
              ฝากเงิน
            </Button>
            <Button fullWidth variant="secondary" icon="exchange">
              โอนเงินเข้าเกม
            </Button>
          </div>
          <div style={{ marginTop: 'auto' }}>
            <BottomNav
              fixed={false}
              variant="member"
              label={`เมนูสมาชิก (${titles[host]})`}
              items={[
                { id: 'profile', icon: 'user', label: 'โปรไฟล์', href: '#profile' },
                { id: 'conditions', icon: 'list', label: 'เงื่อนไข' },
                { id: 'home', icon: 'home', label: 'หน้าแรก', href: '#home', active: true, prominent: true },
                { id: 'statement', icon: 'wallet', label: 'รายการ', href: '#statement' },
                { id: 'contact', icon: 'chat', label: 'ติดต่อเรา', href: '#contact' },
              ]}
            />
          </div>
        </AppRoot>
      </div>
    </figure>
  );
}

/** The same screen in the three hosts, side by side. */
export function PlatformPreview() {
  return (
    <div className={cx('sb-unstyled', styles.platforms)}>
      <Phone host="browser" />
      <Phone host="telegram" />
      <Phone host="line" />
    </div>
  );
}
