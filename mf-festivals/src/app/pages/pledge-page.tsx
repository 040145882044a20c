import type { Catalogue } from '@yoga/shared';
import { useParams } from 'react-router-dom';
import { PledgePublic } from '../../features/pledges/components/pledge-public';
import { pledgesCatalogue } from '../../features/pledges/pledges-catalogue';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [pledgesCatalogue];

/** `/pledge/:slug`: a member's pledge, for anyone with its link. */
export default function PledgePage() {
  const { slug = '' } = useParams();
  return <PledgePublic slug={slug} />;
}
