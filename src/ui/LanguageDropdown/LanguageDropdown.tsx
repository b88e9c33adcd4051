import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../lib/locale';
import { Select, type SelectProps } from '../Select';
import styles from './LanguageDropdown.module.css';
import { cx } from '../../lib/cx';

/** The stored locale values (spec §9); Lao is `la` here while `<html lang>` uses `lo`. */
export type Locale = 'th' | 'la' | 'en';

export const locales: readonly Locale[] = ['th', 'la', 'en'];

export interface LanguageDropdownProps
  extends Omit<SelectProps, 'label' | 'options' | 'placeholder' | 'value' | 'defaultValue' | 'onChange' | 'onValueChange'> {
  /** The current locale. */
  value: Locale;
  /** Called with the locale the user picked. */
  onChange: (locale: Locale) => void;
  /** Shows the "Language" label above the select (the top bar hides it; it stays for screen readers). */
  showLabel?: boolean;
  /** `compact` fits a top bar. */
  density?: 'regular' | 'compact';
}

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** A select of th / la / en, each written in its own language (ไทย, ລາວ, English). */
export function LanguageDropdown({ value, onChange, showLabel = false, density = 'compact', className, ...rest }: LanguageDropdownProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...rest}
      className={cx(styles.dropdown, className)}
      data-density={density}
      label={t('ui.language.label')}
      hideLabel={!showLabel}
      value={value}
      options={locales.map((locale) => ({ value: locale, label: t(`ui.language.${locale}`), lang: htmlLang(locale) }))}
      onValueChange={(next) => {
        if (isLocale(next)) onChange(next);
      }}
    />
  );
}
