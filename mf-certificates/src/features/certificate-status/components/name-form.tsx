import { Button, TextField, checkPrintedName, useProblemText, type ApiProblem } from '@yoga/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { previewName } from '../model/printed-name';
import { useStatusT } from '../status-catalogue';
import './status.css';

export interface NameFormProps {
  /** The name the field starts with. */
  initial: string;
  /** The button that checks the name and asks for confirmation. */
  submitLabel: string;
  /** The confirmation step: its heading, what happens, and its button. */
  confirmTitle: string;
  confirmText: string;
  confirmLabel: string;
  /** Sends the confirmed name; the caller owns the call and what follows it. */
  onConfirm: (name: string) => void;
  sending: boolean;
  /** The server's refusal of the last attempt, shown under the confirmation. */
  problem: ApiProblem | null;
  /** The certificate as it would print the name being typed. */
  preview?: (name: string) => ReactNode;
  /** A way out of the form (a correction the member decides not to make). */
  onCancel?: () => void;
}

/**
 * The printed name in two steps: type it (checked by the spec's name rule, with a live preview),
 * then confirm it, because it cannot be changed freely afterwards.
 */
export function NameForm({
  initial,
  submitLabel,
  confirmTitle,
  confirmText,
  confirmLabel,
  onConfirm,
  sending,
  problem,
  preview,
  onCancel,
}: NameFormProps) {
  const t = useStatusT();
  const problemText = useProblemText();
  const headingId = useId();
  const [value, setValue] = useState(initial);
  const [fieldProblem, setFieldProblem] = useState<ApiProblem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (confirming !== null) confirmHeading.current?.focus();
    else if (returning.current) input.current?.focus();
  }, [confirming]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrintedName(value);
    setFieldProblem(checked.problem);
    if (checked.name !== null) {
      setValue(checked.name);
      setConfirming(checked.name);
    }
  };

  const back = () => {
    returning.current = true;
    setConfirming(null);
  };

  return (
    <div className={preview ? 'name-form name-form--with-preview' : 'name-form'}>
      <div className="name-form__step">
        {confirming === null ? (
          <form className="name-form__form" noValidate onSubmit={check}>
            <TextField
              ref={input}
              label={t('certStatus.name.label')}
              hint={t('certStatus.name.hint')}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (fieldProblem) setFieldProblem(null);
              }}
              error={fieldProblem ? problemText(fieldProblem) : undefined}
              autoComplete="name"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={120}
            />
            <div className="name-form__actions">
              <Button type="submit">{submitLabel}</Button>
              {onCancel && (
                <Button variant="secondary" onClick={onCancel}>
                  {t('certStatus.name.cancel')}
                </Button>
              )}
            </div>
          </form>
        ) : (
          <section className="name-form__confirm" aria-labelledby={headingId}>
            <h3 id={headingId} ref={confirmHeading} tabIndex={-1}>
              {confirmTitle}
            </h3>
            <p className="name-form__name">{confirming}</p>
            <p>{confirmText}</p>
            {problem && (
              <p className="name-form__problem" role="alert">
                {problemText(problem)}
              </p>
            )}
            <div className="name-form__actions">
              <Button loading={sending} onClick={() => onConfirm(confirming)}>
                {confirmLabel}
              </Button>
              <Button variant="secondary" disabled={sending} onClick={back}>
                {t('certStatus.name.back')}
              </Button>
            </div>
          </section>
        )}
      </div>
      {preview && (
        <div className="name-form__preview">
          {preview(confirming ?? previewName(value))}
          <p className="name-form__preview-note">{t('certStatus.name.previewNote')}</p>
        </div>
      )}
    </div>
  );
}
