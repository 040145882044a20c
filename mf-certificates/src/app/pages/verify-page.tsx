import type { Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { useParams } from 'react-router-dom';
import { CertificateDownloads } from '../../features/certificate-share/components/certificate-downloads';
import { shareCatalogue } from '../../features/certificate-share/share-catalogue';
import { Verification } from '../../features/certificate-verify/components/verification';
import { verifyCatalogue } from '../../features/certificate-verify/verify-catalogue';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [verifyCatalogue, shareCatalogue, extraCatalogue];

/** `/certificate/:id`: any certificate's public page, for anyone, signed in or not. */
export default function VerifyPage() {
  const { id = '' } = useParams();
  return (
    <div className="member-page">
      <Verification
        id={id}
        downloads={(certificate) => <CertificateDownloads certificate={certificate} />}
      />
    </div>
  );
}
