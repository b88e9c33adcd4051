import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { bankDisplayName, formatBankAccount } from '../../lib/bank';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Loader } from '../../ui/Loader';
import { Page } from '../../ui/Page';
import { BankNameDialog } from './BankNameDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { loadProfile, needsBankNameEdit, openProfileDialog, profile } from './store';
import styles from './ProfilePage.module.css';

/**
 * The member's profile (spec §2 Profile): read-only details, and dialogs to change them.
 * `hostLinks` (given by the app) offers linking Telegram or LINE below the details.
 */
export default function ProfilePage({ hostLinks }: { hostLinks?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(profile);
  useEffect(() => void loadProfile(), []);

  const data = snap.data;
  const row = (label: string, value: string) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Page
      title={t('page.profile')}
      titleId="profile-title"
      appName={t('app.name')}
      titleClassName={styles.title}
      header={
        // Said in words: a padlock alone did not say where the password is changed.
        <Button icon="lock" variant="secondary" size="sm" onClick={() => openProfileDialog('password')}>
          {t('profile.changePassword')}
        </Button>
      }
    >
      {!data && snap.failed && (
        <EmptyState
          icon={<Icon name="warning" size={40} />}
          title={t('profile.loadFailed')}
          headingLevel={2}
          action={
            <Button icon="refresh" onClick={() => void loadProfile()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {!data && !snap.failed && <Loader active variant="inline" />}
      {data && (
        <>
          <section className={styles.card} aria-labelledby="profile-member">
            <h2 id="profile-member" className={styles.cardTitle}>
              {t('profile.member')}
            </h2>
            <dl className={styles.list}>
              {row(t('profile.name'), data.profile.name)}
              {row(t('profile.id'), data.profile._id)}
              {row(t('profile.createdAt'), formatDateTime(data.profile.createdAt))}
              {row(t('profile.username'), data.profile.username)}
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="profile-bank">
            <h2 id="profile-bank" className={styles.cardTitle}>
              {t('profile.bank')}
            </h2>
            <dl className={styles.list}>
              {row(t('profile.bankHolder'), data.bankAccount.bankAccountName)}
              {row(t('profile.bankName'), bankDisplayName(data.bankAccount.bank, i18n.language))}
              {row(t('profile.accountNo'), formatBankAccount(data.bankAccount.bankAccountNo))}
            </dl>
          </section>
          {hostLinks}
          <div className={styles.actions}>
            <Button variant="secondary" icon="user" onClick={() => openProfileDialog('edit')}>
              {t('profile.edit')}
            </Button>
            {needsBankNameEdit(data.bankAccount) && (
              <Button variant="secondary" icon="warning" onClick={() => openProfileDialog('bankName')}>
                {t('profile.editBankName')}
              </Button>
            )}
          </div>
          <EditProfileDialog key={`edit-${snap.dialog === 'edit'}`} />
          <BankNameDialog
            key={`bank-${snap.dialog === 'bankName'}`}
            bankCode={data.bankAccount.bankCode}
            currentName={data.bankAccount.bankAccountName}
          />
        </>
      )}
      <ChangePasswordDialog key={`password-${snap.dialog === 'password'}`} />
    </Page>
  );
}
