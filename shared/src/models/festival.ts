import type { Static } from 'typebox';
import type {
  CampaignBody,
  CampaignListBody,
  MyPledgeBody,
  PledgeBody,
} from '../schemas/festival-schemas';

export type Campaign = Static<typeof CampaignBody>;
export type CampaignList = Static<typeof CampaignListBody>;
export type Pledge = Static<typeof PledgeBody>;
export type MyPledge = Static<typeof MyPledgeBody>;
