import { skipToken } from '@reduxjs/toolkit/query';
import {
  Button,
  ButtonLink,
  Card,
  ErrorState,
  Skeleton,
  TextField,
  apiProblem,
  calendarDateIn,
  checkPrintedName,
  selectLead,
  signInPath,
  useAppSelector,
  useContentText,
  useFormat,
  useProblemText,
  withReturnPath,
} from '@yoga/shared';
import { INDIA_TIME_ZONE } from '@yoga/shared/domain';
import type { Campaign, Pledge } from '@yoga/shared/models';
import { ShareButtons } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFestivalsMyPledgeQuery, useFestivalsTakePledgeMutation } from '../api/pledges-api';
import { usePledgesT } from '../pledges-catalogue';
import './pledges.css';

/** The campaign's promise, in the page's language, as a quotation. */
export function PledgeQuote({ campaign }: { campaign: Pick<Campaign, 'pledge' | 'pledge_hi'> }) {
  const content = useContentText();
  if (campaign.pledge === null) return null;
  return (
    <blockquote className="pledge__quote">
      {content(campaign.pledge, campaign.pledge_hi)}
    </blockquote>
  );
}

function Taken({ pledge }: { pledge: Pledge }) {
  const t = usePledgesT();
  const content = useContentText();
  const { calendarDate } = useFormat();
  const event = encodeURIComponent(pledge.campaign.event);
  const pageUrl = `${window.location.origin}/pledge/${pledge.slug}`;
  return (
    <Card heading={t('pledges.taken.title')}>
      <PledgeQuote campaign={pledge.campaign} />
      <p>
        {t('pledges.taken.on', {
          date: calendarDate(calendarDateIn(INDIA_TIME_ZONE, new Date(pledge.taken_at))),
          name: pledge.name,
        })}
      </p>
      <div className="pledge__actions">
        <ButtonLink to={`/promise/download?event=${event}`}>{t('pledges.taken.card')}</ButtonLink>
        <Link to={`/pledge/${pledge.slug}`}>{t('pledges.taken.page')}</Link>
      </div>
      <ShareButtons
        url={pageUrl}
        title={content(pledge.campaign.title, pledge.campaign.title_hi)}
        text={t('pledges.share.text', {
          pledge: content(pledge.campaign.pledge ?? '', pledge.campaign.pledge_hi),
        })}
      />
    </Card>
  );
}

function TakeForm({
  campaign,
  defaultName,
  onTaken,
}: {
  campaign: Campaign;
  defaultName: string;
  onTaken?: () => void;
}) {
  const t = usePledgesT();
  const problemText = useProblemText();
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [take, taking] = useFestivalsTakePledgeMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrintedName(name);
    setNameError(checked.problem ? problemText(checked.problem) : undefined);
    if (checked.name === null) return;
    const answer = await take({ event: campaign.event, name: checked.name });
    if ('data' in answer) onTaken?.();
    if ('error' in answer) {
      const refused = apiProblem(answer.error);
      if (refused?.field === 'name') setNameError(problemText(refused));
    }
  };
  const refused = taking.error ? apiProblem(taking.error) : null;
  return (
    <Card heading={t('pledges.title')}>
      <PledgeQuote campaign={campaign} />
      <form className="pledge__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('pledges.name')}
          hint={t('pledges.nameHint')}
          error={nameError}
          value={name}
          autoComplete="name"
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        {refused && refused.field !== 'name' && <ErrorState message={problemText(refused)} />}
        <Button type="submit" disabled={taking.isLoading}>
          {taking.isLoading ? t('pledges.taking') : t('pledges.take')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * `/promise`: a visitor is shown the pledge and the way to join; a member takes it once with
 * their name as it prints, then sees it with its card, its public page and ways to share it.
 */
export function PledgeTaker({
  campaign,
  onTaken,
}: {
  campaign: Campaign;
  /** Told when the member takes the pledge here. */
  onTaken?: () => void;
}) {
  const t = usePledgesT();
  const location = useLocation();
  const lead = useAppSelector(selectLead);
  const mine = useFestivalsMyPledgeQuery(lead ? campaign.event : skipToken);
  const here = `${location.pathname}${location.search}`;
  if (!lead) {
    return (
      <Card heading={t('pledges.visitor.title')}>
        <PledgeQuote campaign={campaign} />
        <p>{t('pledges.visitor.text')}</p>
        <div className="pledge__actions">
          <ButtonLink to={withReturnPath('/', here)}>{t('pledges.join')}</ButtonLink>
          <Link to={signInPath(here)}>{t('pledges.signIn')}</Link>
        </div>
      </Card>
    );
  }
  if (mine.isLoading) {
    return (
      <div aria-busy="true" className="pledge__loading">
        <p role="status" className="kit-visually-hidden">
          {t('pledges.loading')}
        </p>
        <Skeleton shape="block" height="14rem" />
      </div>
    );
  }
  if (!mine.data) {
    return (
      <ErrorState
        message={t('pledges.error')}
        hint={apiProblem(mine.error)?.message}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  if (mine.data.pledge) return <Taken pledge={mine.data.pledge} />;
  return <TakeForm campaign={campaign} defaultName={lead.name} onTaken={onTaken} />;
}
