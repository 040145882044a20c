import { Button, Card } from '@yoga/shared';
import { clearOpsSession, type StoredOpsSession } from '@yoga/shared/host';
import { OPS_ROLES, type OpsRole } from '@yoga/shared/domain';
import { Tabs } from '@yoga/shared/ui-extra';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOpsMeQuery } from '../api/ops-endpoints';
import { ROLE_LABELS } from '../model/role-labels';
import { useOpsSession } from '../model/use-ops-session';
import { opsConsoleCatalogue, useOpsConsoleT } from '../ops-console-catalogue';
import { AttendanceCorrections } from './attendance-corrections';
import { BulkCorrections } from './bulk-corrections';
import { ChallengeSessions } from './challenge-sessions';
import { FestivalDesk } from './festival-desk';
import { ErasureRequests } from './erasure-requests';
import { GiftShipping } from './gift-shipping';
import { GrievanceDesk } from './grievance-desk';
import { KidsCampDesk } from './kids-camp-desk';
import { OpsDashboard } from './ops-dashboard';
import { OpsPeople } from './ops-people';
import { OpsSignIn } from './ops-sign-in';
import { PaymentsDesk } from './payments-desk';
import { PlansDesk } from './plans-desk';
import { PointsRules } from './points-rules';
import { ReferralReviews } from './referral-reviews';
import { RemoteReleases } from './remote-releases';
import './ops-console.css';

/** Support's members: one member found and corrected, or many corrected at once. */
function MemberDesk() {
  return (
    <>
      <AttendanceCorrections />
      <BulkCorrections />
    </>
  );
}

/** Support's data-rights desk: grievances with their 90-day deadlines, and erasure requests. */
function DataRightsDesk() {
  return (
    <>
      <GrievanceDesk />
      <ErasureRequests />
    </>
  );
}

/** The console's screens, each for the roles whose work it is. */
const SECTIONS = [
  {
    id: 'dashboard',
    label: 'opsConsole.section.dashboard',
    roles: OPS_ROLES,
    Screen: OpsDashboard,
  },
  {
    id: 'members',
    label: 'opsConsole.section.members',
    roles: ['support'],
    Screen: MemberDesk,
  },
  { id: 'gifts', label: 'opsConsole.section.gifts', roles: ['support'], Screen: GiftShipping },
  {
    id: 'referrals',
    label: 'opsConsole.section.referrals',
    roles: ['support'],
    Screen: ReferralReviews,
  },
  {
    id: 'grievances',
    label: 'opsConsole.section.grievances',
    roles: ['support'],
    Screen: DataRightsDesk,
  },
  {
    id: 'challenges',
    label: 'opsConsole.section.challenges',
    roles: ['content'],
    Screen: ChallengeSessions,
  },
  {
    id: 'festivals',
    label: 'opsConsole.section.festivals',
    roles: ['content'],
    Screen: FestivalDesk,
  },
  {
    id: 'kids-camp',
    label: 'opsConsole.section.kidsCamp',
    roles: ['content'],
    Screen: KidsCampDesk,
  },
  { id: 'points', label: 'opsConsole.section.points', roles: ['content'], Screen: PointsRules },
  { id: 'plans', label: 'opsConsole.section.plans', roles: ['finance'], Screen: PlansDesk },
  {
    id: 'payments',
    label: 'opsConsole.section.payments',
    roles: ['finance'],
    Screen: PaymentsDesk,
  },
  { id: 'people', label: 'opsConsole.section.people', roles: ['admin'], Screen: OpsPeople },
  { id: 'remotes', label: 'opsConsole.section.remotes', roles: ['admin'], Screen: RemoteReleases },
] as const satisfies readonly {
  id: string;
  label: string;
  roles: readonly OpsRole[];
  Screen: ComponentType;
}[];

function OpsHome({ session }: { session: StoredOpsSession }) {
  const t = useOpsConsoleT();
  // Roles as they stand now: an admin may have changed them since sign-in (a 401 signs out).
  const me = useOpsMeQuery();
  const person = me.data ?? session.person;
  const roles = person.roles as OpsRole[];
  const [params, setParams] = useSearchParams();
  const mine = SECTIONS.filter((section) =>
    section.roles.some((role: OpsRole) => roles.includes(role)),
  );
  // The dashboard is everyone's, so a person (who has a role or more) always has it.
  const chosen = mine.find((section) => section.id === params.get('section')) ?? SECTIONS[0];
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
      <Tabs
        label={t('opsConsole.sections')}
        selected={chosen.id}
        onSelect={(id) => setParams({ section: id }, { replace: true })}
        tabs={mine.map(({ id, label, Screen }) => ({
          id,
          label: t(label),
          // Only the open screen asks the API for its data.
          panel: id === chosen.id ? <Screen /> : null,
        }))}
      />
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
