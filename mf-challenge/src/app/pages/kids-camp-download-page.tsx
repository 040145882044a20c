import { ButtonLink, type Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { CampDownloads } from '../../features/kids-camp/components/camp-downloads';
import { CampFrame } from '../../features/kids-camp/components/camp-frame';
import { kidsCampCatalogue, useKidsCampT } from '../../features/kids-camp/kids-camp-catalogue';

/** Every catalogue the page shows at once, loaded before it renders (kit extras included). */
export const PAGE_CATALOGUES: Catalogue[] = [kidsCampCatalogue, extraCatalogue];

/** `/kidscamp/download`: the camp's printable material, and each child's certificate. */
export default function KidsCampDownloadPage() {
  const t = useKidsCampT();
  return (
    <CampFrame title={t('kidsCamp.downloadTitle')}>
      {(camp) => (
        <>
          <CampDownloads camp={camp} />
          <div className="kids-camp__links">
            <ButtonLink variant="secondary" to="/kidscamp">
              {t('kidsCamp.toCamp')}
            </ButtonLink>
          </div>
        </>
      )}
    </CampFrame>
  );
}
