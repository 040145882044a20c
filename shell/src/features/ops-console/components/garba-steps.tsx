import { Badge, Button, Card, EmptyState, ErrorState, Spinner } from '@yoga/shared';
import { MAX_GARBA_STEPS } from '@yoga/shared/domain';
import type { ContentEventRow, OpsGarbaStep } from '@yoga/shared/schemas';
import { useState } from 'react';
import { useOpsGarbaStepEventsQuery, useOpsGarbaStepsQuery } from '../api/ops-festival-endpoints';
import { ACTION_LABELS, GARBA_FIELD_LABELS } from '../model/festival-labels';
import { useTitleText } from '../model/use-title-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChangeLog, ChangeLogLines } from './change-log';
import { GarbaStepForm } from './garba-step-form';

function GarbaStepLog({ step }: { step: number }) {
  const t = useOpsConsoleT();
  const read = useOpsGarbaStepEventsQuery(step);
  return (
    <ChangeLogLines
      read={read}
      action={(change: ContentEventRow) => t(ACTION_LABELS[change.action])}
      fields={GARBA_FIELD_LABELS}
    />
  );
}

/** The step's video as members get it: none yet, or a link the garba page cannot play. */
function VideoState({ step }: { step: OpsGarbaStep }) {
  const t = useOpsConsoleT();
  if (step.video_url === null) {
    return <Badge tone="accent">{t('opsConsole.festivals.garba.noVideo')}</Badge>;
  }
  return (
    <>
      <a href={step.video_url} target="_blank" rel="noreferrer">
        {t('opsConsole.festivals.garba.video', { step: step.step })}
      </a>{' '}
      {step.video === null && (
        <Badge tone="error">{t('opsConsole.festivals.garba.videoUnplayable')}</Badge>
      )}
    </>
  );
}

function GarbaStepEntry({ step }: { step: OpsGarbaStep }) {
  const t = useOpsConsoleT();
  const title = useTitleText()(step);
  const [editing, setEditing] = useState(false);
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{t('opsConsole.festivals.garba.line', { step: step.step, title })}</strong>
      </p>
      <p>{t('opsConsole.festivals.garba.beat', { counts: step.counts, bpm: step.bpm })}</p>
      <p>
        <VideoState step={step} />
      </p>
      {editing ? (
        <GarbaStepForm place={step.step} step={step} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('opsConsole.festivals.garba.edit', { step: step.step })}
        </Button>
      )}
      <ChangeLog summary={t('opsConsole.festivals.log.summary', { item: title })}>
        <GarbaStepLog step={step.step} />
      </ChangeLog>
    </li>
  );
}

/**
 * The content team's garba steps (issue 28, decision 0036), in the order members learn them:
 * each one's texts in both languages, its beat and its video, and a new step after the last.
 */
export function GarbaSteps() {
  const t = useOpsConsoleT();
  const [adding, setAdding] = useState(false);
  const read = useOpsGarbaStepsQuery();
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.festivals.garba.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState
        message={t('opsConsole.festivals.garba.error')}
        onRetry={() => void read.refetch()}
      />
    );
  } else {
    // The API takes a new step only right after the last, so that is the one offered.
    const next = (read.data.at(-1)?.step ?? 0) + 1;
    body = (
      <>
        {adding ? (
          <GarbaStepForm place={next} onDone={() => setAdding(false)} />
        ) : (
          next <= MAX_GARBA_STEPS && (
            <Button onClick={() => setAdding(true)}>
              {t('opsConsole.festivals.garba.add', { step: next })}
            </Button>
          )
        )}
        {read.data.length === 0 ? (
          <EmptyState title={t('opsConsole.festivals.garba.empty')} />
        ) : (
          <ul className="ops-list">
            {read.data.map((step) => (
              <GarbaStepEntry key={step.step} step={step} />
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <Card heading={t('opsConsole.festivals.garba.heading')}>
      <p>{t('opsConsole.festivals.garba.intro')}</p>
      {body}
    </Card>
  );
}
