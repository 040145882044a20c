import { InviteShare } from '@yoga/shared/ui-extra';
import { useChallengeShortLinkQuery } from '../api/short-link-api';

/** /live's invitation: the site's one way to invite (the kit's), with this remote's short links. */
export function LiveShare({ supportPhone }: { supportPhone: string }) {
  return <InviteShare useShortLink={useChallengeShortLinkQuery} supportPhone={supportPhone} />;
}
