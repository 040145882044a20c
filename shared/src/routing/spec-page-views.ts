/**
 * Spec section 2's named page views, exactly these. A route that is one of them says so in its
 * declaration (`pageView`), and its page_view event carries the name as `page_name`, with the
 * user type every event has (docs/decisions/0036).
 */
export const SPEC_PAGE_VIEWS = [
  'buy',
  'Diwali landing',
  'Diwali tools',
  'diya tool',
  'rangoli/garba tool',
  'recipe tool',
  'garba video page',
] as const;

export type SpecPageView = (typeof SPEC_PAGE_VIEWS)[number];
