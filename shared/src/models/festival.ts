import type { Static } from 'typebox';
import type {
  GarbaStepBody,
  GarbaStepListBody,
  RecipeBody,
  RecipeListBody,
} from '../schemas/festival-content-schemas';
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
export type Recipe = Static<typeof RecipeBody>;
export type RecipeList = Static<typeof RecipeListBody>;
export type GarbaStep = Static<typeof GarbaStepBody>;
export type GarbaStepList = Static<typeof GarbaStepListBody>;
