import { Loader } from '../ui/Loader';
import styles from './layouts.module.css';

/**
 * A screen's code still on its way, where no prerendered frame covers the page (a slow network
 * after a sign-in or a sign-up, a tap on the menu): a spinner in the layout after the loader's
 * delay, not an empty page under live menus.
 */
export function ScreenLoading() {
  return (
    <div className={styles.screenLoading}>
      <Loader active variant="inline" />
    </div>
  );
}
