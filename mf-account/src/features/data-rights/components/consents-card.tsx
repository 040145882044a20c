import { apiProblem, Card, ErrorState, Skeleton, useLanguage, useProblemText } from '@yoga/shared';
import { CONSENTS, type ConsentName } from '@yoga/shared/domain';
import type { Consents } from '@yoga/shared/models';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccountChangeConsentsMutation, useAccountConsentsQuery } from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import { formatInstant } from '../model/data-summary';
import './data-rights.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const LABEL_IDS = {
  sms_reminders: 'data.consents.smsReminders',
  public_boards: 'data.consents.publicBoards',
  marketing: 'data.consents.marketing',
} as const satisfies Record<ConsentName, string>;

function ConsentSwitch({ name, consents }: { name: ConsentName; consents: Consents }) {
  const t = useDataRightsT();
  const problemText = useProblemText();
  const { locale } = useLanguage();
  const [change, changing] = useAccountChangeConsentsMutation({ fixedCacheKey: name });
  const state = consents[name];
  // The box shows the member's choice at once, not a network round trip later.
  const [asked, setAsked] = useState<boolean | null>(null);
  const problem = apiProblem(changing.error);
  const hintId = `consent-${name}-hint`;
  let hint: string;
  if (state.at === null)
    hint = state.given ? t('data.consents.givenUnknown') : t('data.consents.never');
  else {
    const date = formatInstant(state.at, locale);
    hint = state.given
      ? t('data.consents.givenAt', { date })
      : t('data.consents.withdrawnAt', { date });
  }
  return (
    <li className="consent">
      <label className="consent__switch">
        <input
          type="checkbox"
          checked={asked ?? state.given}
          disabled={changing.isLoading}
          aria-describedby={hintId}
          onChange={(event) => {
            const given = event.target.checked;
            setAsked(given);
            void change({ [name]: given }).finally(() => setAsked(null));
          }}
        />
        <span>{t(LABEL_IDS[name])}</span>
      </label>
      <p className="consent__hint" id={hintId}>
        {hint}
      </p>
      {problem && (
        <p className="consent__problem" role="alert">
          {problem.field === 'sms_reminders' ? (
            <>
              {t('data.consents.needBatch')}{' '}
              <Link to="/live">{t('data.consents.chooseBatch')}</Link>
            </>
          ) : (
            problemText(problem)
          )}
        </p>
      )}
    </li>
  );
}

/** Each consent the member gives or withdraws, with when they last did. */
export function ConsentsCard() {
  const t = useDataRightsT();
  const read = useAccountConsentsQuery();
  let body;
  if (read.isError) {
    body = (
      <ErrorState
        message={t('data.consents.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  } else if (!read.data) {
    body = (
      <>
        <p role="status">{t('data.consents.loading')}</p>
        <Skeleton height="8rem" />
      </>
    );
  } else {
    const consents = read.data;
    body = (
      <ul className="consents">
        {CONSENTS.map((name) => (
          <ConsentSwitch key={name} name={name} consents={consents} />
        ))}
      </ul>
    );
  }
  return <Card heading={t('data.consents.title')}>{body}</Card>;
}
