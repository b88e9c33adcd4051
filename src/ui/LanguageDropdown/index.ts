export { LanguageDropdown, locales, type Locale, type LanguageDropdownProps } from './LanguageDropdown';
