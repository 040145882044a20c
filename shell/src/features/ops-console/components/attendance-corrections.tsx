import { skipToken } from '@reduxjs/toolkit/query';
import {
  apiProblem,
  Button,
  Card,
  ErrorState,
  Spinner,
  TextField,
  useProblemText,
} from '@yoga/shared';
import { useState, type FormEvent } from 'react';
import { parsePhone } from '@yoga/shared/domain';
import {
  useOpsCorrectAttendanceMutation,
  useOpsMemberAttendanceQuery,
  useOpsMemberByPhoneQuery,
  useOpsMemberQuery,
} from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { MemberCertificate } from './member-certificate';
import { MemberContact } from './member-contact';
import { changeRequest, FRESH_CHANGE, SessionChangeFields } from './session-change-fields';

/** Support's correction of one session of a member's attendance, with the reason they see. */
function CorrectionForm({ slug }: { slug: string }) {
  const t = useOpsConsoleT();
  const [value, setValue] = useState(FRESH_CHANGE);
  const [correct, saving] = useOpsCorrectAttendanceMutation();
  const problem = useFormProblem(saving.error, ['day', 'batch', 'reason']);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await correct({ slug, ...changeRequest(value) });
    if (saved.data) setValue({ ...value, reason: '' });
  };

  return (
    <form className="ops-form" onSubmit={save} noValidate>
      <h3>{t('opsConsole.correction.heading')}</h3>
      <SessionChangeFields value={value} onChange={setValue} problem={problem} for="one" />
      {problem.whole && <ErrorState message={problem.whole} />}
      {saving.isSuccess && <p role="status">{t('opsConsole.correction.saved')}</p>}
      <Button type="submit" loading={saving.isLoading}>
        {t('opsConsole.correction.submit')}
      </Button>
    </form>
  );
}

type Search = { slug: string } | { phone: string } | null;

/**
 * Finds a member by the name in their link, or by the number they call from (an Indian number
 * may be typed without +91), and shows the sessions they attended.
 */
export function AttendanceCorrections() {
  const t = useOpsConsoleT();
  const problemText = useProblemText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search>(null);
  const byPhone = useOpsMemberByPhoneQuery(search && 'phone' in search ? search.phone : skipToken);
  const slug = search && 'slug' in search ? search.slug : (byPhone.data?.slug ?? null);
  const attendance = useOpsMemberAttendanceQuery(slug ?? skipToken);
  // The same read as the member's contact line above (one request): the certificate needs the id.
  const member = useOpsMemberQuery(slug ?? skipToken);
  const problem = apiProblem(byPhone.error ?? attendance.error);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const words = typed.trim();
    const phone = parsePhone(words, 'IN');
    setSearch(phone ? { phone: phone.e164 } : words ? { slug: words } : null);
  };

  return (
    <Card heading={t('opsConsole.attendance.heading')}>
      <form className="ops-form" onSubmit={find} noValidate>
        <TextField
          label={t('opsConsole.attendance.slug')}
          hint={t('opsConsole.attendance.slugHint')}
          autoCapitalize="none"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          required
        />
        <Button type="submit">{t('opsConsole.attendance.find')}</Button>
      </form>
      {(attendance.isFetching || byPhone.isFetching) && (
        <Spinner label={t('opsConsole.attendance.loading')} />
      )}
      {problem && !attendance.isFetching && !byPhone.isFetching && (
        <ErrorState message={problemText(problem)} />
      )}
      {slug && attendance.data && !attendance.isFetching && (
        <div className="ops-attendance">
          <MemberContact key={slug} slug={slug} />
          {attendance.data.challenge_id === null ? (
            <p>{t('opsConsole.attendance.noChallenge')}</p>
          ) : (
            <>
              <p>
                {t('opsConsole.attendance.summary', {
                  attended: attendance.data.total_attended_days,
                })}
              </p>
              {attendance.data.sessions.length === 0 ? (
                <p>{t('opsConsole.attendance.none')}</p>
              ) : (
                <ul className="ops-attendance__days">
                  {[...attendance.data.sessions]
                    .sort((a, b) => a.day - b.day || a.batch - b.batch)
                    .map((session) => (
                      <li key={`${session.day}-${session.batch}`}>
                        <strong>{t('opsConsole.attendance.day', { day: session.day })}</strong>{' '}
                        {t('opsConsole.attendance.attended', { batch: session.batch })}
                      </li>
                    ))}
                </ul>
              )}
              <CorrectionForm key={slug} slug={slug} />
              {member.data && (
                <MemberCertificate key={`certificate-${slug}`} memberId={member.data.id} />
              )}
            </>
          )}
        </div>
      )}
    </Card>
  );
}
