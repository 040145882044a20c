import { useId, type ReactNode } from 'react';
import { useFormat } from '@yoga/shared';
import { useExtraT } from './extra-catalogue';

export interface ProgressBarProps {
  /** Visible, and the progress bar's accessible name. */
  label: ReactNode;
  value: number;
  max?: number;
  /** Says the value in words ("Day 4 of 14"); "4 of 14" in the page's language otherwise. */
  valueText?: string;
}

export function ProgressBar({ label, value, max = 100, valueText }: ProgressBarProps) {
  const t = useExtraT();
  const { number } = useFormat();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const text = valueText ?? t('extra.progress.value', { value: number(clamped), max: number(max) });
  return (
    <div className="kit-progress">
      <div className="kit-progress__header">
        <span className="kit-progress__label" id={labelId}>
          {label}
        </span>
        <span className="kit-progress__value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className="kit-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div
          className="kit-progress__bar"
          style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
