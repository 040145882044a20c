import { ButtonLink, selectLead, useAppSelector, type Catalogue } from '@yoga/shared';
import { extraCatalogue, SignInCard } from '@yoga/shared/ui-extra';
import { CampCard } from '../../features/kids-camp/components/camp-card';
import { CampFrame } from '../../features/kids-camp/components/camp-frame';
import { ChildrenCard } from '../../features/kids-camp/components/children-card';
import { EnrolForm } from '../../features/kids-camp/components/enrol-form';
import { kidsCampCatalogue, useKidsCampT } from '../../features/kids-camp/kids-camp-catalogue';

/** Every catalogue the page shows at once, loaded before it renders (kit extras included). */
export const PAGE_CATALOGUES: Catalogue[] = [kidsCampCatalogue, extraCatalogue];

/**
 * `/kidscamp`: what the camp is, for anyone; for a signed-in parent, enrolling a child with their
 * consent and their children with the way to withdraw it. No analytics event is recorded here
 * (decision 0045). A parent needs no challenge of their own, so the page is not a MemberFrame.
 */
export default function KidsCampPage() {
  const t = useKidsCampT();
  const lead = useAppSelector(selectLead);
  return (
    <CampFrame title={t('kidsCamp.title')}>
      {(camp) => (
        <>
          <CampCard camp={camp} />
          {lead ? (
            <>
              {camp.phase === 'ended' ? <p>{t('kidsCamp.closed')}</p> : <EnrolForm camp={camp} />}
              <ChildrenCard camp={camp} />
              <div className="kids-camp__links">
                <ButtonLink to="/kidscamp/download">{t('kidsCamp.toDownloads')}</ButtonLink>
              </div>
            </>
          ) : (
            <SignInCard title={t('kidsCamp.visitorTitle')} text={t('kidsCamp.visitorText')} />
          )}
        </>
      )}
    </CampFrame>
  );
}
