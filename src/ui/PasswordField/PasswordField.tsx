import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'uppercase' | 'numeric'> {
  /** Starts with the password shown (e.g. a generated game password). */
  defaultVisible?: boolean;
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle's accessible label comes from
 * `ui.password.show` / `ui.password.hide` and says what pressing it will do; its description is the
 * field's own label, so a form with three of them (current, new, confirm) says which one it shows.
 */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', disabled, id: idProp, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(defaultVisible);
  const autoId = useId();
  const id = idProp ?? `password-${autoId}`;
  return (
    <TextField
      {...rest}
      id={id}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={visible ? t('ui.password.hide') : t('ui.password.show')}
          disabled={disabled}
          aria-controls={id}
          aria-describedby={`${id}-label`}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
