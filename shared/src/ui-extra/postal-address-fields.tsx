import { useMemo } from 'react';
import { Select, supportedCountries, TextField, useLanguage } from '@yoga/shared';
import { useExtraT } from './extra-catalogue';
import { INDIA, type PostalAddress, type PostalField, type PostalProblem } from './postal-address';

// Ids spelled out in full, so the catalogue check finds each one used.
const PROBLEM_IDS = {
  required: 'extra.address.required',
  pincode: 'extra.address.pincodeProblem',
} as const satisfies Record<PostalProblem, string>;

/** Every country the phone numbers support, by its name in the page's language, India first. */
export function useCountries(): { code: string; name: string }[] {
  const { locale } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const others = supportedCountries()
      .filter((code) => code !== INDIA)
      .map((code) => ({ code: code as string, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    return [{ code: INDIA, name: names.of(INDIA) ?? INDIA }, ...others];
  }, [locale]);
}

export interface PostalAddressFieldsProps {
  value: PostalAddress;
  onChange: (field: PostalField, value: string) => void;
  /** What the browser found wrong (`postalProblems`), worded here. */
  problems: Partial<Record<PostalField, PostalProblem>>;
  /** The server's refusal naming a field, already worded for the page. */
  serverError?: (field: PostalField) => string | undefined;
}

/**
 * The fields of a postal address, in India or abroad: country, house and street, area, city,
 * state and PIN code (a postcode abroad). One set for every form that asks for an address.
 */
export function PostalAddressFields({
  value,
  onChange,
  problems,
  serverError,
}: PostalAddressFieldsProps) {
  const t = useExtraT();
  const countries = useCountries();
  const errorOf = (field: PostalField) => {
    const problem = problems[field];
    return problem ? t(PROBLEM_IDS[problem]) : serverError?.(field);
  };
  const text = (field: PostalField, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={value[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errorOf(field)}
      required={field !== 'line2'}
      {...extra}
    />
  );
  const india = value.country_code === INDIA;
  return (
    <>
      <Select
        label={t('extra.address.country')}
        value={value.country_code}
        onChange={(event) => onChange('country_code', event.target.value)}
        error={errorOf('country_code')}
        autoComplete="country"
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
      {text('line1', t('extra.address.line1'), { autoComplete: 'address-line1' })}
      {text('line2', t('extra.address.line2'), { autoComplete: 'address-line2' })}
      {text('city', t('extra.address.city'), { autoComplete: 'address-level2' })}
      {text('state', t('extra.address.state'), { autoComplete: 'address-level1' })}
      {text(
        'pincode',
        india ? t('extra.address.pincode') : t('extra.address.postcode'),
        india
          ? { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 7 }
          : { autoComplete: 'postal-code' },
      )}
    </>
  );
}
