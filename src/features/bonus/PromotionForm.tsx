import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../../ui/Button';
import { pageParts } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { bonus, findPromotion } from './store';
import styles from './bonus.module.css';

/** The promotion-code form (spec §2, §5): required, upper-cased as typed, then a search. */
export function PromotionForm() {
  const { t } = useTranslation();
  const snap = useSnapshot(bonus);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('bonus.codeRequired'));
    void findPromotion(code);
  };

  return (
    <form className={styles.promotion} onSubmit={submit} noValidate aria-labelledby="bonus-promotion-title">
      <h2 id="bonus-promotion-title" className={pageParts.sectionTitle}>
        {t('bonus.promotionHeading')}
      </h2>
      <div className={styles.promotionRow}>
        <TextField
          label={t('bonus.codeLabel')}
          hideLabel
          placeholder={t('bonus.codePlaceholder')}
          uppercase
          required
          autoComplete="off"
          value={code}
          error={error ?? undefined}
          onValueChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <Button type="submit" loading={snap.promotion?.state === 'searching'}>
          {t('bonus.search')}
        </Button>
      </div>
    </form>
  );
}
