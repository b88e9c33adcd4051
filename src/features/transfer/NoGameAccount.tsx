import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';

export interface NoGameAccountProps {
  /** Closes the sheet onto the home's game tiles (brought into view, the first focused), which open an account. */
  onChooseGame: () => void;
  /** In Telegram the host's main button carries the action; the sheet then shows none. */
  actionInHost: boolean;
}

/**
 * The transfer sheet of a member with no game account yet: a transfer needs a game on one side,
 * and "From" and "To" would both offer the main wallet alone, so there is nothing to fill in.
 */
export function NoGameAccount({ onChooseGame, actionInHost }: NoGameAccountProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmptyState
        icon={<Icon name="exchange" size={32} />}
        title={t('transfer.noGames.title')}
        text={t('transfer.noGames.text')}
        headingLevel={3}
      />
      {!actionInHost && (
        <DialogActions>
          <Button fullWidth onClick={onChooseGame}>
            {t('transfer.noGames.action')}
          </Button>
        </DialogActions>
      )}
    </>
  );
}
