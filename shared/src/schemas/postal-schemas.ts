import { Type } from 'typebox';

/** An option of a list: the spec's state and city entries (`value` is what is sent back). */
export const ChoiceBody = Type.Object({ value: Type.String(), label: Type.String() });

/** One of India's states or territories: its code, its English name and its Hindi name. */
export const IndiaStateBody = Type.Object({
  value: Type.String(),
  label: Type.String(),
  label_hi: Type.String({ description: 'The Hindi name, for pages in Hindi' }),
});

export const PinCodeParams = Type.Object({
  pin: Type.String({
    pattern: '^[1-9][0-9]{5}$',
    maxLength: 6,
    description: 'An Indian PIN code: 6 digits, not starting with 0',
  }),
});

/** What India Post's directory says of a PIN code (decision 0041). */
export const PinCodeBody = Type.Object(
  {
    pincode: Type.String(),
    /** Its state, or states: a few PINs straddle a border (Chandigarh and Punjab). */
    states: Type.Array(IndiaStateBody, {
      description: 'ISO 3166-2:IN code (without "IN-") and name; the commonest first',
    }),
    districts: Type.Array(
      Type.Object({
        state: IndiaStateBody,
        district: Type.String(),
        post_offices: Type.Array(Type.String()),
      }),
      { description: 'One PIN can serve several districts; the one with most post offices first' },
    ),
  },
  { $id: 'PinCode' },
);

export const StateListBody = Type.Object({
  result: Type.Array(IndiaStateBody, {
    description: "India's states and union territories: ISO 3166-2:IN code and name, by name",
  }),
});

export const StateCodeParams = Type.Object({
  state: Type.String({
    pattern: '^[A-Z]{2}$',
    maxLength: 2,
    description: 'ISO 3166-2:IN code without "IN-", e.g. KA',
  }),
});

export const CityListBody = Type.Object({
  result: Type.Array(ChoiceBody, {
    description: "The state's cities: the districts of its post offices, by name",
  }),
});

export const CountryCodeParams = Type.Object({
  country: Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'ISO 3166-1 alpha-2' }),
});

/** How a country writes an address (Google's address metadata; decision 0041). */
export const AddressFormatBody = Type.Object(
  {
    country_code: Type.String(),
    dial_code: Type.String({ description: 'As the phone country list has it: "+971"' }),
    fields: Type.Array(
      Type.Object({
        field: Type.Union([
          Type.Literal('line1'),
          Type.Literal('line2'),
          Type.Literal('city'),
          Type.Literal('state'),
          Type.Literal('pincode'),
        ]),
        required: Type.Boolean(),
        label: Type.String({
          description:
            'What the country calls it: city, post_town, district, suburb; state, province, emirate, county, prefecture, area, island, parish, department, oblast, do_si; postal, zip, pin, eircode; address',
        }),
        upper: Type.Boolean({ description: 'Written in capitals' }),
      }),
      { description: 'The address fields the country uses, in the order they are written' },
    ),
    postal_code: Type.Union(
      [
        Type.Object({
          pattern: Type.String({ description: 'A regular expression a whole code matches' }),
          examples: Type.Array(Type.String()),
        }),
        Type.Null(),
      ],
      { description: 'Null when the country has no postal codes' },
    ),
    states: Type.Array(ChoiceBody, {
      description: 'The states (provinces, emirates...) when the metadata lists them; else empty',
    }),
  },
  { $id: 'AddressFormat' },
);
