import { CampaignOccasionField, EventSlug } from '@yoga/shared/schemas';
import { Type } from 'typebox';

/*
 * The campaign ops' bodies are in `@yoga/shared/schemas`, where the ops console takes their types
 * from; the API's modules name them from here with the path parameters.
 */
export {
  CampaignCreateInput,
  CampaignEndInput,
  CampaignEventListBody,
  CampaignUpdateInput,
  EVENT_PATTERN,
  OpsCampaignListBody,
  type CampaignEventRow,
  type CampaignInputRow,
} from '@yoga/shared/schemas';

export const EventParams = Type.Object({ event: EventSlug() });

export const OccasionParams = Type.Object({ occasion: CampaignOccasionField });
