import type { i18n as I18n } from 'i18next';
import { buildConfig } from '../config/build';
import { onWalletCurrency, setUsualWalletCurrency, walletCurrency } from '../lib/money';

/**
 * `{{unit}}` in any text is the wallet currency's word in the active language (issue 19.3): "baht"
 * or "kip", "บาท" or "กีบ", "ບາດ" or "ກີບ". It is an i18next default variable, kept current when the
 * language, the loaded texts or the wallet currency change, so no screen passes it.
 */
export function wireMoneyUnit(instance: I18n): void {
  const update = () => {
    const interpolation = (instance.options.interpolation ??= {});
    const unit = instance.exists(`money.unit.${walletCurrency()}`) ? instance.t(`money.unit.${walletCurrency()}`) : '';
    interpolation.defaultVariables = { ...interpolation.defaultVariables, unit };
  };
  setUsualWalletCurrency(buildConfig.laos ? 'LAK' : 'BAHT');
  instance.on('languageChanged', update);
  instance.store?.on('added', update);
  onWalletCurrency(update);
  update();
}
