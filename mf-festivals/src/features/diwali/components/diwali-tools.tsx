import { Badge, ButtonLink } from '@yoga/shared';
import type { FestivalState } from '@yoga/shared/domain';
import { useDiwaliT } from '../diwali-catalogue';
import './diwali.css';
import { DIWALI_TOOLS, diwaliToolDone, type DiwaliTool } from '../model/diwali-tools';

// Ids spelled out in full, so the catalogue check finds each one used.
const TOOL_TEXTS = {
  diya: { name: 'diwali.tool.diya', makes: 'diwali.tool.diyaMakes' },
  rangoli: { name: 'diwali.tool.rangoli', makes: 'diwali.tool.rangoliMakes' },
  recipe: { name: 'diwali.tool.recipe', makes: 'diwali.tool.recipeMakes' },
  garba: { name: 'diwali.tool.garba', makes: 'diwali.tool.garbaMakes' },
  poster: { name: 'diwali.tool.poster', makes: 'diwali.tool.posterMakes' },
  pledge: { name: 'diwali.tool.pledge', makes: 'diwali.tool.pledgeMakes' },
  'promise-card': { name: 'diwali.tool.promiseCard', makes: 'diwali.tool.promiseCardMakes' },
} as const satisfies Record<DiwaliTool, { name: string; makes: string }>;

/** Every Diwali tool, what it makes, whether the member has done it, and the way in. */
export function DiwaliTools({
  event,
  festival,
  garbaStep,
  headingLevel = 2,
}: {
  /** The Diwali campaign the tools belong to. */
  event: string;
  festival: FestivalState;
  /** The garba step the member picks up at. */
  garbaStep: number;
  headingLevel?: 2 | 3;
}) {
  const t = useDiwaliT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="diwali__tools">
      {DIWALI_TOOLS.map(({ tool, path }) => {
        const name = t(TOOL_TEXTS[tool].name);
        const done = diwaliToolDone(tool, festival, event);
        return (
          <li key={tool} className="kit-card diwali__tool">
            <Heading className="diwali__tool-name">{name}</Heading>
            <p>{t(TOOL_TEXTS[tool].makes)}</p>
            <Badge tone={done ? 'success' : 'neutral'}>
              {done ? t('diwali.tool.done') : t('diwali.tool.notDone')}
            </Badge>
            <ButtonLink
              variant="secondary"
              to={path(event, garbaStep)}
              aria-label={t('diwali.tool.open', { tool: name })}
            >
              {t('diwali.tool.openShort')}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
