/**
 * A recipe made is the recipe tool done for the campaign, once per recipe: `recipe-<event>-<slug>`
 * in `completedTools`. The Diwali pages tick the tool when any recipe of the campaign is made.
 */
export const recipeToolEvent = (event: string, slug: string) => `${event}-${slug}`;
