import type { Static } from 'typebox';
import type {
  CampaignBody,
  CampaignListBody,
  FestivalStateBody,
  MyPledgeBody,
  PledgeBody,
} from '../schemas/festival-schemas';

export type Campaign = Static<typeof CampaignBody>;
export type CampaignList = Static<typeof CampaignListBody>;
export type Pledge = Static<typeof PledgeBody>;
export type MyPledge = Static<typeof MyPledgeBody>;
export type FestivalStateWire = Static<typeof FestivalStateBody>;
