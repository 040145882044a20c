import { Card, calendarDateIn, useFormat } from '@yoga/shared';
import { INDIA_TIME_ZONE } from '@yoga/shared/domain';
import { Countdown } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useDiwaliT } from '../diwali-catalogue';
import './diwali.css';
import { festivalDay, indiaMidnight } from '../model/diwali-tools';

/**
 * The countdown to Diwali's own day (ops set it on the campaign), its wish on the day, and the day
 * it was once it has passed: India's days, whatever the phone's zone.
 */
export function DiwaliCountdown({ festivalOn }: { festivalOn: string }) {
  const t = useDiwaliT();
  const { calendarDate } = useFormat();
  const [today, setToday] = useState(() => calendarDateIn(INDIA_TIME_ZONE, new Date()));
  const when = festivalDay(today, festivalOn);
  if (when === 'today') return <p className="diwali__wish">{t('diwali.today')}</p>;
  if (when === 'after') {
    return <p className="diwali__past">{t('diwali.past', { date: calendarDate(festivalOn) })}</p>;
  }
  return (
    <Card heading={t('diwali.countdown.title')}>
      <Countdown
        to={indiaMidnight(festivalOn)}
        label={t('diwali.countdown.label')}
        onDone={() => setToday(calendarDateIn(INDIA_TIME_ZONE, new Date()))}
      />
      <p className="diwali__date">{t('diwali.countdown.on', { date: calendarDate(festivalOn) })}</p>
    </Card>
  );
}
