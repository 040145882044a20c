import { TextField } from '@yoga/shared';
import type { BoundField } from '../model/form-fields';

interface NewAddressFieldProps {
  label: string;
  hint: string;
  /** Said instead of the API's problem when the address is already in the list. */
  takenText: string;
  field: BoundField;
  /** The address typed is one in use: saving would replace that item, not add one. */
  taken: boolean;
  /** Typing again clears `taken`. */
  onTyping: () => void;
}

/** A new item's address (its slug), asked only when adding: the API keeps it for good. */
export function NewAddressField({
  label,
  hint,
  takenText,
  field,
  taken,
  onTyping,
}: NewAddressFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      autoCapitalize="none"
      maxLength={48}
      required
      {...field}
      onChange={(event) => {
        onTyping();
        field.onChange(event);
      }}
      error={taken ? takenText : field.error}
    />
  );
}
