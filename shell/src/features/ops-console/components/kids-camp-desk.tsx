import { Badge, Button, Card, EmptyState, ErrorState, Spinner, useLanguage } from '@yoga/shared';
import type { KidsCamp } from '@yoga/shared/models';
import type { ContentEventRow } from '@yoga/shared/schemas';
import { useState } from 'react';
import { useOpsKidsCampEventsQuery, useOpsKidsCampsQuery } from '../api/ops-kids-camp-endpoints';
import { ACTION_LABELS, PHASE_LABELS, PHASE_TONES } from '../model/festival-labels';
import { KIDS_CAMP_FIELD_LABELS } from '../model/kids-camp-labels';
import { useDayText } from '../model/use-day-text';
import { useTitleText } from '../model/use-title-text';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChangeLog, ChangeLogLines } from './change-log';
import { KidsCampForm } from './kids-camp-form';

function KidsCampLog({ slug }: { slug: string }) {
  const t = useOpsConsoleT();
  const read = useOpsKidsCampEventsQuery(slug);
  return (
    <ChangeLogLines
      read={read}
      action={(change: ContentEventRow) => t(ACTION_LABELS[change.action])}
      fields={KIDS_CAMP_FIELD_LABELS}
    />
  );
}

function KidsCampEntry({ camp, taken }: { camp: KidsCamp; taken: readonly string[] }) {
  const t = useOpsConsoleT();
  const { language } = useLanguage();
  const day = useDayText();
  const title = useTitleText()(camp);
  const [editing, setEditing] = useState(false);
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{title}</strong>{' '}
        <Badge tone={PHASE_TONES[camp.phase]}>{t(PHASE_LABELS[camp.phase])}</Badge>
      </p>
      <p>{t('opsConsole.kidsCamp.about', { slug: camp.slug })}</p>
      <p>
        {t('opsConsole.kidsCamp.days', { from: day(camp.starts_on), until: day(camp.ends_on) })}
      </p>
      <p>
        {t('opsConsole.kidsCamp.size', {
          batches: camp.batches.length,
          poses: camp.poses.length,
        })}
      </p>
      <ul className="ops-kids-camp__batches">
        {camp.batches.map((batch) => (
          <li key={batch.id}>
            {t('opsConsole.kidsCamp.batch', {
              id: batch.id,
              from: batch.starts_at,
              until: batch.ends_at,
              label: language === 'hi' ? batch.label_hi : batch.label,
            })}
          </li>
        ))}
      </ul>
      {editing ? (
        <KidsCampForm camp={camp} taken={taken} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('opsConsole.kidsCamp.edit', { title })}
        </Button>
      )}
      <ChangeLog summary={t('opsConsole.festivals.log.summary', { item: title })}>
        <KidsCampLog slug={camp.slug} />
      </ChangeLog>
    </li>
  );
}

/**
 * The content team's kids camps (issue 28, decision 0045): every camp, the latest to start first,
 * with its days in India, its batches and its poses; added and rewritten in both languages, each
 * with its log.
 */
export function KidsCampDesk() {
  const t = useOpsConsoleT();
  const [adding, setAdding] = useState(false);
  const read = useOpsKidsCampsQuery();
  const taken = read.data?.map((camp) => camp.slug) ?? [];
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.kidsCamp.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState message={t('opsConsole.kidsCamp.error')} onRetry={() => void read.refetch()} />
    );
  } else if (read.data.length === 0) {
    body = <EmptyState title={t('opsConsole.kidsCamp.empty')} />;
  } else {
    body = (
      <ul className="ops-list">
        {read.data.map((camp) => (
          <KidsCampEntry key={camp.slug} camp={camp} taken={taken} />
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('opsConsole.kidsCamp.heading')}>
      <p>{t('opsConsole.kidsCamp.intro')}</p>
      {adding ? (
        <KidsCampForm taken={taken} onDone={() => setAdding(false)} />
      ) : (
        // Only once the list is read: until then a new slug cannot be told from one in use.
        read.data && <Button onClick={() => setAdding(true)}>{t('opsConsole.kidsCamp.add')}</Button>
      )}
      {body}
    </Card>
  );
}
