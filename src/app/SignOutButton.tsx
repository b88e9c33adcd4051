import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout as signOut } from '../features/auth/store';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { IconButton } from '../ui/IconButton';

/**
 * The top bar's logout icon (spec §2), asked once before it acts: it sits a thumb's width from the
 * language dropdown, and inside Telegram or LINE a player signed out by a stray tap must close the
 * wallet and open it from the host again to get back in without a password.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton icon="logout" label={t('nav.logout')} aria-haspopup="dialog" onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        title={t('signOut.title')}
        message={t('signOut.message')}
        confirmLabel={t('nav.logout')}
        onClose={(yes) => {
          setAsking(false);
          if (!yes) return;
          // The token goes at once; the server ends the session in the background.
          void signOut();
          navigate('/login', { replace: true });
        }}
      />
    </>
  );
}
