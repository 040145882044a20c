import {
  ButtonLink,
  EmptyState,
  ErrorState,
  Skeleton,
  apiProblem,
  useAppDispatch,
  useAppSelector,
  type Catalogue,
} from '@yoga/shared';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  festivalProgressed,
  selectFestival,
} from '../../features/festival-store/model/festival-slice';
import { useFestivalsGarbaStepsQuery } from '../../features/garba/api/garba-api';
import { GarbaStepView } from '../../features/garba/components/garba-step-view';
import { garbaCatalogue, useGarbaT } from '../../features/garba/garba-catalogue';
import { reached, stepDone, stepNumberOf } from '../../features/garba/model/garba-steps';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [garbaCatalogue];

/**
 * `/navratri/garbaTool/:stepId`: garba, one step at a time. All the steps are read once, so
 * moving between them needs no network; the member's place (`festivalProgress`) is kept in the
 * festival store and follows them to another phone.
 */
export default function GarbaPage() {
  const t = useGarbaT();
  const { stepId } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { festivalProgress } = useAppSelector(selectFestival);
  const { data, error, isLoading, isFetching, refetch } = useFestivalsGarbaStepsQuery();
  const number = stepNumberOf(stepId);
  const steps = data?.steps ?? [];
  const step = steps.find((one) => one.step === number);

  useEffect(() => {
    if (!step) return;
    const next = reached(festivalProgress, step.step);
    if (next !== festivalProgress) dispatch(festivalProgressed(next));
  }, [dispatch, festivalProgress, step]);

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('garba.loading')}
        </p>
        <Skeleton shape="block" height="12rem" />
      </div>
    );
  } else if (!data) {
    body = (
      <ErrorState
        message={t('garba.error')}
        hint={apiProblem(error)?.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (steps.length === 0) {
    body = <EmptyState title={t('garba.empty.title')}>{t('garba.empty.text')}</EmptyState>;
  } else if (!step) {
    body = (
      <EmptyState
        title={t('garba.unknown.title', { step: stepId ?? '' })}
        action={<ButtonLink to="/navratri/garbaTool/1">{t('garba.firstStep')}</ButtonLink>}
      >
        {t('garba.unknown.text')}
      </EmptyState>
    );
  } else {
    body = (
      <GarbaStepView
        key={step.step}
        steps={steps}
        step={step}
        reachedStep={festivalProgress.currentStep}
        completed={festivalProgress.isCompleted}
        onDone={() => {
          dispatch(festivalProgressed(stepDone(festivalProgress, step.step, steps.length)));
          if (step.step < steps.length) navigate(`/navratri/garbaTool/${step.step + 1}`);
        }}
      />
    );
  }

  return (
    <div className="festival-page">
      <header className="festival-page__head">
        <h1>{t('garba.title')}</h1>
      </header>
      <p className="festival-page__lead">{t('garba.intro')}</p>
      {body}
      <Link className="festival-page__back" to="/Diwali/tools">
        {t('garba.back')}
      </Link>
    </div>
  );
}
