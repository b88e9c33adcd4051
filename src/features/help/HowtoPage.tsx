import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/Page';
import { VideoModal } from '../../ui/VideoModal';
import { tutorialSrc, tutorials } from './store';
import styles from './help.module.css';

/** Tutorial videos, each opened in a modal player (spec §2 How-to). */
export default function HowtoPage() {
  const { t } = useTranslation();
  const videos = tutorials.map((video) => ({ id: video.id, title: t(video.titleKey), src: tutorialSrc(video.id) }));
  return (
    <Page
      title={t('howto.title')}
      titleId="howto-title"
      documentTitle={t('page.howto')}
      appName={t('app.name')}
      layout="plain"
      className={styles.page}
    >
      <p className={styles.lead}>{t('howto.lead')}</p>
      <VideoModal videos={videos} />
    </Page>
  );
}
