import { Button, Card } from '@yoga/shared';
import { clearOpsSession, type StoredOpsSession } from '@yoga/shared/host';
import type { OpsRole } from '@yoga/shared/domain';
import { useOpsMeQuery } from '../api/ops-endpoints';
import { ROLE_LABELS } from '../model/role-labels';
import { useOpsSession } from '../model/use-ops-session';
import { opsConsoleCatalogue, useOpsConsoleT } from '../ops-console-catalogue';
import { AttendanceCorrections } from './attendance-corrections';
import { OpsPeople } from './ops-people';
import { OpsSignIn } from './ops-sign-in';
import './ops-console.css';

function OpsHome({ session }: { session: StoredOpsSession }) {
  const t = useOpsConsoleT();
  // Roles as they stand now: an admin may have changed them since sign-in (a 401 signs out).
  const me = useOpsMeQuery();
  const person = me.data ?? session.person;
  const roles = person.roles as OpsRole[];
  return (
    <>
      <Card heading={t('opsConsole.home.signedInAs', { name: person.name })}>
        <p>
          {t('opsConsole.home.roles', {
            roles: roles.map((role) => t(ROLE_LABELS[role])).join(', '),
          })}
        </p>
        <Button variant="secondary" onClick={clearOpsSession}>
          {t('opsConsole.home.signOut')}
        </Button>
      </Card>
      {roles.includes('support') && <AttendanceCorrections />}
      {roles.includes('admin') && <OpsPeople />}
      {!roles.some((role) => role === 'support' || role === 'admin') && (
        <p>{t('opsConsole.home.noScreens')}</p>
      )}
    </>
  );
}

/** `/ops`: the ops console (issue 28), loaded only when opened. */
export function OpsConsolePage() {
  const t = useOpsConsoleT();
  const session = useOpsSession();
  return (
    <div className="ops-console">
      <h1>{t('opsConsole.title')}</h1>
      <p>{t('opsConsole.intro')}</p>
      {session ? <OpsHome session={session} /> : <OpsSignIn />}
    </div>
  );
}

export default OpsConsolePage;
export const PAGE_CATALOGUES = [opsConsoleCatalogue];
