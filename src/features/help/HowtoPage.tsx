import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { VideoModal } from '../../ui/VideoModal';
import { tutorialSrc, tutorials } from './store';
import styles from './help.module.css';

/** Tutorial videos, each opened in a modal player (spec §2 How-to). */
export default function HowtoPage() {
  const { t } = useTranslation();
  usePageTitle('page.howto');
  const videos = tutorials.map((video) => ({ id: video.id, title: t(video.titleKey), src: tutorialSrc(video.id) }));
  return (
    <section className={styles.page} aria-labelledby="howto-title">
      <h1 id="howto-title" className={styles.title}>
        {t('howto.title')}
      </h1>
      <p className={styles.lead}>{t('howto.lead')}</p>
      <VideoModal videos={videos} />
    </section>
  );
}
