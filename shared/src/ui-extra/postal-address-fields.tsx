import { useEffect, useMemo, useRef } from 'react';
import { Select, supportedCountries, TextField, useLanguage, type Language } from '@yoga/shared';
import type { AddressFormat, PinCode } from '@yoga/shared/models';
import { useExtraT } from './extra-catalogue';
import { useKitAddressFormatQuery, useKitPinCodeQuery } from './postal-api';
import {
  addressRuleFor,
  addressRuleOf,
  INDIA,
  PLACE_FIELDS,
  type AddressRule,
  type PlaceField,
  type PostalAddress,
  type PostalField,
  type PostalProblem,
} from './postal-address';

const INDIAN_PIN = /^[1-9][0-9]{5}$/;

// Ids spelled out in full, so the catalogue check finds each one used.
const PROBLEM_IDS = {
  required: 'extra.address.required',
  pincode: 'extra.address.pincodeProblem',
  postcode: 'extra.address.postcodeProblem',
} as const satisfies Record<PostalProblem, string>;

/** What a country calls its regions, towns and postcodes (Google's address metadata), worded here. */
const KIND_IDS = {
  state: 'extra.address.kind.state',
  province: 'extra.address.kind.province',
  do_si: 'extra.address.kind.province',
  emirate: 'extra.address.kind.emirate',
  county: 'extra.address.kind.county',
  prefecture: 'extra.address.kind.prefecture',
  area: 'extra.address.kind.area',
  island: 'extra.address.kind.island',
  parish: 'extra.address.kind.parish',
  department: 'extra.address.kind.department',
  oblast: 'extra.address.kind.region',
  district: 'extra.address.kind.district',
  city: 'extra.address.kind.city',
  post_town: 'extra.address.kind.postTown',
  suburb: 'extra.address.kind.suburb',
  postal: 'extra.address.postcode',
  zip: 'extra.address.kind.zip',
  pin: 'extra.address.pincode',
  eircode: 'extra.address.kind.eircode',
} as const;

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

/**
 * How a country abroad writes an address, once read; nothing for India (its rules are known).
 * This country's only: while the next one loads, the last one's would hide the wrong fields.
 */
function useAddressFormat(country: string): AddressFormat | undefined {
  return useKitAddressFormatQuery(country, {
    skip: country === INDIA || !/^[A-Z]{2}$/.test(country),
  }).currentData;
}

/** The rule of an address's country, for `postalProblems`; null for India and until read. */
export function useAddressRule(country: string): AddressRule | null {
  const format = useAddressFormat(country);
  return useMemo(() => (format ? addressRuleOf(format) : null), [format]);
}

const isPlace = (field: PostalField): field is PlaceField =>
  PLACE_FIELDS.includes(field as PlaceField);

/**
 * Once the member picks another country and its rule is read, empties the town, state or postcode
 * its addresses lack: hidden, they would still be sent. A saved address keeps what it has.
 * Returns the country picker's handler.
 */
function useClearUnused(
  read: AddressRule | null,
  value: PostalAddress,
  onChange: (field: PostalField, value: string) => void,
) {
  const picked = useRef<string | null>(null);
  useEffect(() => {
    if (!read || picked.current !== value.country_code) return;
    picked.current = null;
    for (const field of PLACE_FIELDS) {
      if (!read.uses.includes(field) && value[field] !== '') onChange(field, '');
    }
  }, [read, value, onChange]);
  return (country: string) => {
    picked.current = country;
    onChange('country_code', country);
  };
}

/** Fills the state and district a PIN code names, once per new PIN, leaving what fits alone. */
function useFillFromPin(
  pin: PinCode | undefined,
  value: PostalAddress,
  onChange: (field: PostalField, value: string) => void,
  language: Language,
) {
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!pin || filled.current === pin.pincode) return;
    filled.current = pin.pincode;
    const states = pin.states.flatMap((state) => [state.label, state.label_hi]);
    const first = pin.states[0];
    if (first && !states.includes(value.state)) {
      onChange('state', language === 'hi' ? first.label_hi : first.label);
    }
    const districts = pin.districts.map((district) => district.district);
    if (pin.districts[0] && !districts.includes(value.city)) {
      onChange('city', pin.districts[0].district);
    }
  }, [pin, value.state, value.city, onChange, language]);
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
 * The fields of a postal address. In India the PIN code comes first: six digits fill the state
 * and district from India Post's directory and offer its post offices. Abroad, only the lines the
 * country's addresses have (all of them until its format is read), named as the country names
 * them, with an example postcode. One set for every address form.
 */
export function PostalAddressFields({
  value,
  onChange,
  problems,
  serverError,
}: PostalAddressFieldsProps) {
  const t = useExtraT();
  const { language } = useLanguage();
  const countries = useCountries();
  const india = value.country_code === INDIA;
  const pinTyped = india && INDIAN_PIN.test(value.pincode);
  const pin = useKitPinCodeQuery(value.pincode, { skip: !pinTyped });
  const format = useAddressFormat(value.country_code);
  const read = useAddressRule(value.country_code);
  const rule = addressRuleFor(value.country_code, read);
  const uses = (field: PlaceField) => rule.uses.includes(field);
  const pinData = pinTyped ? pin.data : undefined;
  useFillFromPin(pinData, value, onChange, language);
  const pickCountry = useClearUnused(read, value, onChange);
  const pinUnknown =
    pinTyped && pin.isError && (pin.error as { status?: unknown } | undefined)?.status === 404;

  const kindOf = (field: PostalField) => format?.fields.find((rule) => rule.field === field)?.label;
  const labelOf = (field: 'city' | 'state' | 'pincode', fallback: string) => {
    const kind = kindOf(field) as keyof typeof KIND_IDS | undefined;
    return kind && kind in KIND_IDS ? t(KIND_IDS[kind]) : fallback;
  };
  const errorOf = (field: PostalField) => {
    const problem = problems[field];
    if (problem === 'postcode') {
      return rule.example
        ? t('extra.address.postcodeProblem', { example: rule.example })
        : t('extra.address.postcodeProblemPlain');
    }
    if (problem) return t(PROBLEM_IDS[problem]);
    if (field === 'pincode' && pinUnknown) return t('extra.address.pinUnknown');
    return serverError?.(field);
  };
  const requiredOf = (field: PostalField) =>
    isPlace(field) ? rule.needs.includes(field) : field !== 'line2';
  const text = (field: PostalField, label: string, extra: object = {}) => (
    <TextField
      key={field}
      label={label}
      value={value[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errorOf(field)}
      required={requiredOf(field)}
      {...extra}
    />
  );

  const offices = pinData?.districts.find((d) => d.district === value.city)?.post_offices ?? [];
  const pinHint = pinData
    ? t('extra.address.pinFound', {
        place: [
          pinData.districts[0]?.district,
          language === 'hi' ? pinData.states[0]?.label_hi : pinData.states[0]?.label,
        ]
          .filter(Boolean)
          .join(', '),
      })
    : pinTyped && pin.isFetching
      ? t('extra.address.pinLooking')
      : t('extra.address.pinHint');

  const pincode = india
    ? text('pincode', t('extra.address.pincode'), {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: 7,
        hint: pinHint,
      })
    : text('pincode', labelOf('pincode', t('extra.address.postcode')), {
        autoComplete: 'postal-code',
        hint: rule.example
          ? t('extra.address.postcodeExample', { example: rule.example })
          : undefined,
      });

  const city =
    india && pinData && pinData.districts.length > 1 ? (
      <Select
        label={t('extra.address.district')}
        value={value.city}
        onChange={(event) => onChange('city', event.target.value)}
        error={errorOf('city')}
      >
        {pinData.districts.map(({ district }) => (
          <option key={district} value={district}>
            {district}
          </option>
        ))}
      </Select>
    ) : (
      text('city', india ? t('extra.address.city') : labelOf('city', t('extra.address.city')), {
        autoComplete: 'address-level2',
      })
    );

  return (
    <>
      <Select
        label={t('extra.address.country')}
        value={value.country_code}
        onChange={(event) => pickCountry(event.target.value)}
        error={errorOf('country_code')}
        autoComplete="country"
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
      {india && pincode}
      {text('line1', t('extra.address.line1'), { autoComplete: 'address-line1' })}
      {india && offices.length > 0 && (
        <Select
          label={t('extra.address.postOffice')}
          value={offices.includes(value.line2) ? value.line2 : ''}
          onChange={(event) => onChange('line2', event.target.value)}
        >
          <option value="">{t('extra.address.postOfficeNone')}</option>
          {offices.map((office) => (
            <option key={office} value={office}>
              {office}
            </option>
          ))}
        </Select>
      )}
      {text('line2', t('extra.address.line2'), { autoComplete: 'address-line2' })}
      {uses('city') && city}
      {uses('state') &&
        text(
          'state',
          india ? t('extra.address.indianState') : labelOf('state', t('extra.address.state')),
          { autoComplete: 'address-level1' },
        )}
      {!india && uses('pincode') && pincode}
    </>
  );
}
