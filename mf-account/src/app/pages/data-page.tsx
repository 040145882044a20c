import type { Catalogue, Lead } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { ConsentsCard } from '../../features/data-rights/components/consents-card';
import { DataDownload } from '../../features/data-rights/components/data-download';
import { ErasureCard } from '../../features/data-rights/components/erasure-card';
import { GrievancesCard } from '../../features/data-rights/components/grievances-card';
import { OpsActionsCard } from '../../features/data-rights/components/ops-actions-card';
import { SignInsCard } from '../../features/data-rights/components/sign-ins-card';
import {
  dataRightsCatalogue,
  useDataRightsT,
} from '../../features/data-rights/data-rights-catalogue';
import { useAccountT } from '../../locales/account-catalogue';
import { AccountFrame } from './account-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [dataRightsCatalogue, extraCatalogue];

function DataRights({ lead }: { lead: Lead }) {
  const t = useDataRightsT();
  return (
    <>
      <p className="account-page__intro">{t('data.intro')}</p>
      <div className="member-page__columns">
        <div className="member-page__column">
          <ConsentsCard />
          <DataDownload memberId={lead.id} />
          <OpsActionsCard />
        </div>
        <div className="member-page__column">
          <GrievancesCard />
          <SignInsCard />
          <ErasureCard />
        </div>
      </div>
    </>
  );
}

/** `/account/data`: the member's rights over their data (India's DPDP Act 2023, Rules 2025). */
export default function DataPage() {
  const t = useAccountT();
  return (
    <AccountFrame title={t('account.title.data')}>
      {(lead) => <DataRights lead={lead} />}
    </AccountFrame>
  );
}
