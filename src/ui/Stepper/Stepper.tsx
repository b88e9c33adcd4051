import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './Stepper.module.css';
import { cx } from '../../lib/cx';

export interface StepperProps {
  /** Step labels in order: the steps the user goes through, a skipped one left out, so every step
   * before `current` is done and "step X of Y" counts what the user sees. */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  /** Extra class on the list. */
  className?: string;
}

/** A wizard progress indicator: numbered steps, the current one marked with `aria-current="step"`. */
export function Stepper({ steps, current, className }: StepperProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.stepper, className)}>
      <p className="visually-hidden">{t('ui.stepper.stepOf', { current: current + 1, total: steps.length })}</p>
      <ol className={styles.list} aria-label={t('ui.stepper.label')}>
        {steps.map((label, index) => {
          const state = index === current ? 'current' : index < current ? 'completed' : 'upcoming';
          return (
            <li key={index} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {state === 'completed' ? <Icon name="check" size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.label}>
                {label}
                {state === 'completed' && <span className="visually-hidden"> ({t('ui.stepper.completed')})</span>}
                {state === 'current' && <span className="visually-hidden"> ({t('ui.stepper.current')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
