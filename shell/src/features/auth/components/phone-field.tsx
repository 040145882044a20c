import { FieldFrame, useFieldIds, useLanguage, type CountryCode } from '@yoga/shared';
import { useMemo, type Ref } from 'react';
import { useShellT } from '../../../locales/shell-catalogue';
import { countryOptions } from '../model/country-options';
import { loadPhoneRules } from '../model/phone-rules';
import './phone-field.css';

export interface PhoneFieldProps {
  country: CountryCode;
  number: string;
  error: string | null;
  onCountryChange: (country: CountryCode) => void;
  onNumberChange: (number: string) => void;
  /** Lets the form move focus to the number when it is not valid. */
  numberRef?: Ref<HTMLInputElement>;
}

/** Country picker (flag, name, dial code) beside the mobile number input. */
export function PhoneField({
  country,
  number,
  error,
  onCountryChange,
  onNumberChange,
  numberRef,
}: PhoneFieldProps) {
  const { locale } = useLanguage();
  const t = useShellT();
  // Country names come from the browser's Intl data, in the page's language.
  const options = useMemo(() => countryOptions(locale), [locale]);
  // The label, the error and their wiring are the kit's; the number input is the labelled control.
  const { id, hintId, errorId, controlProps } = useFieldIds({ error }, undefined, undefined);
  const selected = options.find((option) => option.code === country);
  return (
    <FieldFrame
      {...{ id, hintId, errorId }}
      label={t('shell.phone.label')}
      error={error ?? undefined}
    >
      <div className="phone-field">
        <select
          aria-label={t('shell.phone.country')}
          className="kit-field__control"
          value={country}
          onChange={(event) => onCountryChange(event.target.value as CountryCode)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.flag} {option.name} ({option.dialCode})
            </option>
          ))}
        </select>
        <span className="phone-field__dial" aria-hidden="true">
          {selected?.flag} {selected?.dialCode}
        </span>
        <input
          {...controlProps}
          ref={numberRef}
          className="kit-field__control"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          value={number}
          // Fetched while the member types, so sending the form does not wait for it.
          onFocus={() => void loadPhoneRules().catch(() => undefined)}
          onChange={(event) => onNumberChange(event.target.value)}
        />
      </div>
    </FieldFrame>
  );
}
