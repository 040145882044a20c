import {
  apiProblem,
  Button,
  Card,
  Select,
  TextField,
  useContentText,
  useProblemText,
} from '@yoga/shared';
import type { CodeSent, KidsCamp } from '@yoga/shared/models';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useId, useState, type FormEvent } from 'react';
import { useKidsCampConsentCodeMutation, useKidsCampEnrolMutation } from '../api/kids-camp-api';
import { useKidsCampT } from '../kids-camp-catalogue';
import {
  CHILD_AGES,
  childProblems,
  type ChildDraft,
  type ChildProblem,
  type ChildProblems,
} from '../model/child-form';

// Ids spelled out in full, so the catalogue check finds each one used.
const PROBLEM_IDS = {
  nameEmpty: 'kidsCamp.problem.nameEmpty',
  nameTooLong: 'kidsCamp.problem.nameTooLong',
  nameLetters: 'kidsCamp.problem.nameLetters',
  age: 'kidsCamp.problem.age',
  batch: 'kidsCamp.problem.batch',
} as const satisfies Record<ChildProblem, string>;

/** The API's field names, as the form's. */
const FORM_FIELDS: Record<string, keyof ChildProblems | 'code'> = {
  first_name: 'firstName',
  age: 'age',
  batch: 'batch',
  code: 'code',
};

const EMPTY: ChildDraft = { firstName: '', age: '', batch: '' };

/**
 * Enrolling a child: their first name, age and batch, then the parent's consent with a code
 * texted to their own phone. Everything is checked before the code is asked for, so the code
 * only confirms.
 */
export function EnrolForm({ camp }: { camp: KidsCamp }) {
  const t = useKidsCampT();
  const text = useContentText();
  const problemText = useProblemText();
  const batchName = useId();
  const [askCode, asking] = useKidsCampConsentCodeMutation();
  const [enrol, enrolling] = useKidsCampEnrolMutation();
  const [draft, setDraft] = useState<ChildDraft>(EMPTY);
  const [shown, setShown] = useState<ChildProblems>({});
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [enrolled, setEnrolled] = useState<string | null>(null);

  const batches = camp.batches.map((batch) => batch.id);
  const serverProblem = apiProblem(enrolling.error ?? asking.error);
  const serverField = serverProblem?.field ? FORM_FIELDS[serverProblem.field] : undefined;
  const fieldError = (field: keyof ChildProblems | 'code') => {
    if (field !== 'code' && shown[field]) return t(PROBLEM_IDS[shown[field]]);
    if (field === 'code' && codeMissing) return t('kidsCamp.problem.code');
    return serverProblem && serverField === field ? problemText(serverProblem) : undefined;
  };
  const formError = serverProblem && !serverField ? problemText(serverProblem) : undefined;

  const change = (fields: Partial<ChildDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setShown({});
    setEnrolled(null);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const problems = childProblems(draft, batches);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    const answer = await askCode();
    if ('data' in answer && answer.data) setSent(answer.data);
  };

  /** A code that expired or was locked: a new one, for the same child. */
  const resend = async () => {
    setCode('');
    const answer = await askCode();
    if ('data' in answer && answer.data) setSent(answer.data);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setCodeMissing(!/^\d{6}$/.test(typed));
    if (!/^\d{6}$/.test(typed)) return;
    const answer = await enrol({
      first_name: draft.firstName.trim().replace(/\s+/g, ' '),
      age: Number(draft.age),
      batch: draft.batch,
      code: typed,
    });
    if (!('data' in answer) || !answer.data) return;
    setEnrolled(answer.data.first_name);
    setDraft(EMPTY);
    setSent(null);
    setCode('');
  };

  return (
    <Card heading={t('kidsCamp.enrolTitle')}>
      <form className="kids-camp__form" noValidate onSubmit={(event) => void sendCode(event)}>
        <TextField
          label={t('kidsCamp.firstName')}
          hint={t('kidsCamp.firstNameHint')}
          error={fieldError('firstName')}
          autoComplete="off"
          value={draft.firstName}
          disabled={sent !== null}
          onChange={(event) => change({ firstName: event.target.value })}
        />
        <Select
          label={t('kidsCamp.age')}
          error={fieldError('age')}
          value={draft.age}
          disabled={sent !== null}
          onChange={(event) => change({ age: event.target.value })}
        >
          <option value="">{t('kidsCamp.agePick')}</option>
          {CHILD_AGES.map((age) => (
            <option key={age} value={String(age)}>
              {t('kidsCamp.ageOption', { age })}
            </option>
          ))}
        </Select>
        <ChoiceGroup
          legend={t('kidsCamp.batch')}
          name={batchName}
          options={camp.batches.map((batch) => ({
            value: batch.id,
            label: t('kidsCamp.batchTime', {
              label: text(batch.label, batch.label_hi),
              from: batch.starts_at,
              to: batch.ends_at,
            }),
          }))}
          value={draft.batch}
          onChange={(batch) => {
            if (sent === null) change({ batch });
          }}
        />
        {fieldError('batch') && (
          <p className="kids-camp__problem" role="alert">
            {fieldError('batch')}
          </p>
        )}
        <h3>{t('kidsCamp.consentTitle')}</h3>
        <p className="kids-camp__consent">{text(camp.consent.text, camp.consent.text_hi)}</p>
        {sent === null && (
          <Button type="submit" loading={asking.isLoading}>
            {t('kidsCamp.sendCode')}
          </Button>
        )}
      </form>
      {sent && (
        <form className="kids-camp__form" noValidate onSubmit={(event) => void confirm(event)}>
          <p role="status">{t('kidsCamp.codeSent', { phone: sent.phone_number })}</p>
          <TextField
            label={t('kidsCamp.code')}
            error={fieldError('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeMissing(false);
            }}
          />
          <Button type="submit" loading={enrolling.isLoading}>
            {t('kidsCamp.confirm')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={asking.isLoading}
            onClick={() => void resend()}
          >
            {t('kidsCamp.newCode')}
          </Button>
        </form>
      )}
      {formError && (
        <p className="kids-camp__problem" role="alert">
          {formError}
        </p>
      )}
      <p className="kids-camp__done" role="status">
        {enrolled && t('kidsCamp.enrolled', { name: enrolled })}
      </p>
    </Card>
  );
}
