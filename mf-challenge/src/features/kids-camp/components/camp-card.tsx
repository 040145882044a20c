import { Badge, Card, useContentText, useFormat } from '@yoga/shared';
import type { KidsCamp } from '@yoga/shared/models';
import { useKidsCampT } from '../kids-camp-catalogue';

const PHASE_IDS = {
  upcoming: 'kidsCamp.phase.upcoming',
  running: 'kidsCamp.phase.running',
  ended: 'kidsCamp.phase.ended',
} as const satisfies Record<KidsCamp['phase'], string>;

/** What the camp is: its days, who it is for, its batches, and what is kept of a child. */
export function CampCard({ camp }: { camp: KidsCamp }) {
  const t = useKidsCampT();
  const format = useFormat();
  const text = useContentText();
  return (
    <Card heading={text(camp.title, camp.title_hi)}>
      <p>
        <Badge>{t(PHASE_IDS[camp.phase])}</Badge>{' '}
        {t('kidsCamp.dates', {
          from: format.calendarDate(camp.starts_on),
          to: format.calendarDate(camp.ends_on),
        })}
      </p>
      <p>{text(camp.summary, camp.summary_hi)}</p>
      <p>{t('kidsCamp.ages', { min: camp.ages.min, max: camp.ages.max })}</p>
      <h3>{t('kidsCamp.batches')}</h3>
      <ul className="kids-camp__batches">
        {camp.batches.map((batch) => (
          <li key={batch.id}>
            {t('kidsCamp.batchTime', {
              label: text(batch.label, batch.label_hi),
              from: batch.starts_at,
              to: batch.ends_at,
            })}
          </li>
        ))}
      </ul>
      <p className="kids-camp__privacy">{t('kidsCamp.privacy')}</p>
    </Card>
  );
}
