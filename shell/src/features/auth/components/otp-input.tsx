import {
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useSignInT } from '../sign-in-catalogue';
import './otp-input.css';

export const OTP_LENGTH = 6;

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in, by typing or by pasting. */
  onComplete: (code: string) => void;
  /**
   * While a code is checked the boxes keep focus but take no typing: they are read-only, and
   * paste and backspace, which still reach a read-only box, are ignored.
   */
  busy?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** `focus()` puts the caret in the first box, where a new code starts. */
  ref?: Ref<OtpInputHandle>;
}

export interface OtpInputHandle {
  focus(): void;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Six one-digit boxes: typing moves on, backspace moves back, pasting a code fills them all. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  busy,
  invalid,
  describedBy,
  ref,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const t = useSignInT();
  useImperativeHandle(ref, () => ({ focus: () => boxes.current[0]?.focus() }), []);

  const update = (next: string, focusIndex: number) => {
    onChange(next);
    boxes.current[Math.min(focusIndex, OTP_LENGTH - 1)]?.focus();
    if (next.length === OTP_LENGTH) onComplete(next);
  };

  const typeAt = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (!digits) return;
    // Digits always fill from the left, so a tap on a later empty box cannot leave a gap; typing
    // over a filled box corrects that digit and keeps the ones after it.
    const at = Math.min(index, value.length);
    const next = (value.slice(0, at) + digits + value.slice(at + digits.length)).slice(
      0,
      OTP_LENGTH,
    );
    update(next, at + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (busy) return;
      const cut = value[index] ? index : Math.max(index - 1, 0);
      onChange(value.slice(0, cut));
      boxes.current[cut]?.focus();
    } else if (event.key === 'ArrowLeft') {
      boxes.current[Math.max(index - 1, 0)]?.focus();
    } else if (event.key === 'ArrowRight') {
      boxes.current[Math.min(index + 1, value.length)]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits && !busy) update(digits, digits.length);
  };

  return (
    <div
      className="otp-input"
      role="group"
      aria-label={t('signin.otp.group')}
      aria-describedby={describedBy}
      aria-busy={busy}
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          aria-label={t('signin.otp.digit', { position: String(index + 1) })}
          aria-invalid={invalid}
          value={value[index] ?? ''}
          readOnly={busy}
          onChange={(event) =>
            typeAt(index, event.target.value.replace(value[index] ?? '', '') || event.target.value)
          }
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
