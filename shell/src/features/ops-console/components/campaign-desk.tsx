import { Badge, Button, Card, EmptyState, ErrorState, Spinner } from '@yoga/shared';
import type { CampaignPhase } from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import type { CampaignEventRow } from '@yoga/shared/schemas';
import { useState } from 'react';
import {
  useOpsCampaignEventsQuery,
  useOpsCampaignsQuery,
  useOpsEndCampaignMutation,
} from '../api/ops-festival-endpoints';
import {
  ACTION_LABELS,
  CAMPAIGN_FIELD_LABELS,
  OCCASION_LABELS,
  PHASE_LABELS,
  PHASE_TONES,
} from '../model/festival-labels';
import { useDayText } from '../model/use-day-text';
import { useFormProblem } from '../model/use-form-problem';
import { useTitleText } from '../model/use-title-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { CampaignForm } from './campaign-form';
import { ChangeLog, ChangeLogLines } from './change-log';
import { ReasonForm } from './reason-form';

function CampaignLog({ event }: { event: string }) {
  const t = useOpsConsoleT();
  const read = useOpsCampaignEventsQuery(event);
  return (
    <ChangeLogLines
      read={read}
      action={(change: CampaignEventRow) => t(ACTION_LABELS[change.action])}
      fields={CAMPAIGN_FIELD_LABELS}
    />
  );
}

/** Ending early takes the campaign off members' pages at once, so it asks why first. */
function EndCampaign({ event, title }: { event: string; title: string }) {
  const t = useOpsConsoleT();
  const [asking, setAsking] = useState(false);
  const [end, ending] = useOpsEndCampaignMutation();
  const problem = useFormProblem(ending.error, ['reason']);
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('opsConsole.festivals.campaign.end', { title })}
      </Button>
    );
  }
  return (
    <div className="ops-form">
      <p>{t('opsConsole.festivals.campaign.endWarning')}</p>
      <ReasonForm
        label={t('opsConsole.festivals.campaign.endReason', { title })}
        submitLabel={t('opsConsole.festivals.campaign.confirmEnd', { title })}
        loading={ending.isLoading}
        reasonProblem={problem.of('reason')}
        problem={problem.whole}
        onSubmit={(reason) => void end({ event, reason })}
        cancel={
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('opsConsole.people.cancel')}
          </Button>
        }
      />
    </div>
  );
}

function CampaignEntry({ campaign }: { campaign: Campaign }) {
  const t = useOpsConsoleT();
  const day = useDayText();
  const title = useTitleText()(campaign);
  const [editing, setEditing] = useState(false);
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{title}</strong>{' '}
        <Badge tone={PHASE_TONES[campaign.phase]}>{t(PHASE_LABELS[campaign.phase])}</Badge>{' '}
        {campaign.featured && (
          <Badge tone="brand">{t('opsConsole.festivals.campaign.featuredBadge')}</Badge>
        )}
      </p>
      <p>
        {t('opsConsole.festivals.campaign.about', {
          path: `/cmp/${campaign.event}`,
          occasion: t(OCCASION_LABELS[campaign.occasion]),
        })}
      </p>
      <p>
        {t('opsConsole.festivals.campaign.days', {
          from: day(campaign.starts_on),
          until: day(campaign.ends_on),
        })}
        {campaign.festival_on &&
          ` · ${t('opsConsole.festivals.campaign.festivalDay', { day: day(campaign.festival_on) })}`}
      </p>
      <p>
        {campaign.pledge === null
          ? t('opsConsole.festivals.campaign.noPledge')
          : t('opsConsole.festivals.campaign.pledges', { count: campaign.pledges })}
      </p>
      {editing ? (
        <CampaignForm campaign={campaign} onDone={() => setEditing(false)} />
      ) : (
        <div className="ops-form__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('opsConsole.festivals.campaign.edit', { title })}
          </Button>
          {campaign.phase !== 'ended' && <EndCampaign event={campaign.event} title={title} />}
        </div>
      )}
      <ChangeLog summary={t('opsConsole.festivals.log.summary', { item: title })}>
        <CampaignLog event={campaign.event} />
      </ChangeLog>
    </li>
  );
}

// Ids spelled out in full, so the catalogue check finds each one used.
const GROUP_HEADINGS = {
  running: 'opsConsole.festivals.campaign.runningGroup',
  upcoming: 'opsConsole.festivals.campaign.upcomingGroup',
  ended: 'opsConsole.festivals.campaign.endedGroup',
} as const satisfies Record<CampaignPhase, string>;

/** The campaigns of one phase under its heading; none, no heading. */
function CampaignGroup({ campaigns, phase }: { campaigns: Campaign[]; phase: CampaignPhase }) {
  const t = useOpsConsoleT();
  const shown = campaigns.filter((campaign) => campaign.phase === phase);
  if (shown.length === 0) return null;
  const heading = t(GROUP_HEADINGS[phase], { count: shown.length });
  const list = (
    <ul className="ops-list">
      {shown.map((campaign) => (
        <CampaignEntry key={campaign.event} campaign={campaign} />
      ))}
    </ul>
  );
  // Past seasons add up year after year: folded, they stay out of a phone's way.
  if (phase === 'ended') {
    return (
      <details className="ops-remote__part">
        <summary>{heading}</summary>
        {list}
      </details>
    );
  }
  return (
    <>
      <h3>{heading}</h3>
      {list}
    </>
  );
}

/**
 * The content team's campaigns (issue 28, decision 0035): those running, to come and past with
 * their days in India, created, rewritten in both languages or ended early, each with its log.
 */
export function CampaignDesk() {
  const t = useOpsConsoleT();
  const [adding, setAdding] = useState(false);
  const read = useOpsCampaignsQuery();
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.festivals.campaign.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState
        message={t('opsConsole.festivals.campaign.error')}
        onRetry={() => void read.refetch()}
      />
    );
  } else if (read.data.length === 0) {
    body = <EmptyState title={t('opsConsole.festivals.campaign.empty')} />;
  } else {
    const campaigns = read.data;
    body = (['running', 'upcoming', 'ended'] as const).map((phase) => (
      <CampaignGroup key={phase} campaigns={campaigns} phase={phase} />
    ));
  }
  return (
    <Card heading={t('opsConsole.festivals.campaign.heading')}>
      <p>{t('opsConsole.festivals.campaign.intro')}</p>
      {adding ? (
        <CampaignForm onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>{t('opsConsole.festivals.campaign.add')}</Button>
      )}
      {body}
    </Card>
  );
}
