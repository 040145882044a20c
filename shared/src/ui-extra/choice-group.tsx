export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The radio buttons' shared name: unique on the page (useId). */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** A colour sample beside each label: a CSS background (a colour or a gradient). */
  swatch?: (value: T) => string;
}

/**
 * A choice of one among a few, as radio buttons: each a 44 px target with its visible label,
 * reached with Tab and moved through with the arrow keys (the browser's own radio behaviour).
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  swatch,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="kit-choice">
      <legend>{legend}</legend>
      <div className="kit-choice__options">
        {options.map((option) => (
          <label key={option.value} className="kit-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {swatch && (
              <span
                className="kit-choice__swatch"
                aria-hidden="true"
                style={{ background: swatch(option.value) }}
              />
            )}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
