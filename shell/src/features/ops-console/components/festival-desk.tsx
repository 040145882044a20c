import { Card } from '@yoga/shared';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useId, useState } from 'react';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { CampaignDesk } from './campaign-desk';
import { GarbaSteps } from './garba-steps';
import { RecipeDesk } from './recipe-desk';

const PARTS = {
  campaigns: CampaignDesk,
  recipes: RecipeDesk,
  garba: GarbaSteps,
} as const;

type Part = keyof typeof PARTS;

/**
 * The content team's campaigns and festival content (issue 28): campaigns, recipes or garba
 * steps, one at a time, so only the part open asks the API for its list.
 */
export function FestivalDesk() {
  const t = useOpsConsoleT();
  const name = useId();
  const [part, setPart] = useState<Part>('campaigns');
  const Desk = PARTS[part];
  return (
    <>
      <Card heading={t('opsConsole.festivals.heading')}>
        <p>{t('opsConsole.festivals.intro')}</p>
        <ChoiceGroup
          legend={t('opsConsole.festivals.show')}
          name={name}
          value={part}
          onChange={setPart}
          options={[
            { value: 'campaigns', label: t('opsConsole.festivals.part.campaigns') },
            { value: 'recipes', label: t('opsConsole.festivals.part.recipes') },
            { value: 'garba', label: t('opsConsole.festivals.part.garba') },
          ]}
        />
      </Card>
      <Desk />
    </>
  );
}
