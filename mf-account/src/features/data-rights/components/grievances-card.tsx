import { apiProblem, Button, Card, Select, useLanguage, useProblemText } from '@yoga/shared';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX_LENGTH,
  GRIEVANCE_TEXT_MIN_LENGTH,
  type GrievanceCategory,
} from '@yoga/shared/domain';
import { TextArea } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import {
  useAccountGrievancesQuery,
  useAccountRaiseGrievanceMutation,
} from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import { formatInstant } from '../model/data-summary';
import './data-rights.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const CATEGORY_IDS = {
  personal_data: 'data.grievance.category.personalData',
  consent: 'data.grievance.category.consent',
  erasure: 'data.grievance.category.erasure',
  correction: 'data.grievance.category.correction',
  gifts: 'data.grievance.category.gifts',
  certificates: 'data.grievance.category.certificates',
  other: 'data.grievance.category.other',
} as const satisfies Record<GrievanceCategory, string>;

/** The member's words as the API takes them: one paragraph, lines joined by spaces. */
const oneParagraph = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The member's grievances: raising one (answered with a reference and a 90-day deadline), and the list. */
export function GrievancesCard() {
  const t = useDataRightsT();
  const problemText = useProblemText();
  const { locale } = useLanguage();
  const list = useAccountGrievancesQuery();
  const [raise, raising] = useAccountRaiseGrievanceMutation();
  const [category, setCategory] = useState<GrievanceCategory>('personal_data');
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const serverProblem = apiProblem(raising.error);
  const error = tooShort
    ? t('data.grievance.tooShort', { min: GRIEVANCE_TEXT_MIN_LENGTH })
    : serverProblem
      ? problemText(serverProblem)
      : undefined;
  const hint = t('data.grievance.wordsHint', { min: GRIEVANCE_TEXT_MIN_LENGTH });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = oneParagraph(text);
    setTooShort(words.length < GRIEVANCE_TEXT_MIN_LENGTH);
    if (words.length < GRIEVANCE_TEXT_MIN_LENGTH) return;
    const answer = await raise({ category, text: words });
    if (!('data' in answer) || !answer.data) return;
    setText('');
    setSent(answer.data.reference);
  };

  const grievances = list.data?.result ?? [];
  return (
    <Card heading={t('data.grievance.title')}>
      <p>{t('data.grievance.text')}</p>
      <form className="grievance-form" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('data.grievance.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as GrievanceCategory)}
        >
          {GRIEVANCE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(CATEGORY_IDS[value])}
            </option>
          ))}
        </Select>
        <TextArea
          label={t('data.grievance.words')}
          hint={hint}
          error={error}
          maxLength={GRIEVANCE_TEXT_MAX_LENGTH}
          required
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
            setSent(null);
          }}
        />
        <p className="grievance-form__sent" role="status">
          {sent && t('data.grievance.sent', { reference: sent })}
        </p>
        <Button type="submit" loading={raising.isLoading}>
          {t('data.grievance.send')}
        </Button>
      </form>
      {grievances.length > 0 && (
        <section className="grievances" aria-labelledby="grievances-title">
          <h3 id="grievances-title">{t('data.grievance.listTitle')}</h3>
          <ul>
            {grievances.map((grievance) => (
              <li key={grievance.reference}>
                <strong>
                  {t('data.grievance.item', {
                    reference: grievance.reference,
                    category: t(CATEGORY_IDS[grievance.category]),
                  })}
                </strong>
                <span>
                  {grievance.status === 'open'
                    ? t('data.grievance.open', { date: formatInstant(grievance.due_at, locale) })
                    : grievance.answered_at
                      ? t('data.grievance.answered', {
                          date: formatInstant(grievance.answered_at, locale),
                        })
                      : t('data.grievance.closed')}
                </span>
                {grievance.answer && (
                  <p className="data-grievance__answer">
                    {t('data.grievance.answer', { answer: grievance.answer })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
