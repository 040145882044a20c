/**
 * Spec section 2: routes that stay open to paid members (no redirect). The contract, kept as the
 * spec writes it; the routes' declarations say `openToPaid`, and a test holds the two together.
 */
export const OPEN_ROUTES = [
  '/',
  '/callsupport',
  '/termsconditions',
  '/privacypolicy',
  '/contactus',
  '/live',
  '/join/[slug]',
  '/kidscamp',
  '/kidscamp/download',
  '/pledge/[slug]',
  '/certificate',
  '/certificate/download',
  '/certificate/[slug]',
  '/guessandwin',
  '/wr-certificate',
  '/wr-certificate/download',
  '/promise',
  '/promise/download',
  '/festive',
  '/festive/poster',
  '/ganeshChaturthi',
  '/ganeshChaturthi/poster',
  '/campaign',
  '/campaign/download',
  '/cmp',
  '/cmp/[event]',
  '/Diwali',
  '/Diwali/tools',
  '/Diwali/campaign',
  '/Diwali/festiveposters',
  '/Diwali/rangoli',
  '/navratri/garbaTool/[stepId]',
] as const;

/**
 * The festival tools whose paths the spec leaves to us (spec section 1 names the diya and recipe
 * tools, not their paths; decision 0036). They sit inside the Diwali area, which the spec keeps
 * open to paid members, so they are open too: a paid member going from /Diwali/tools to a tool is
 * not sent away mid-visit.
 */
export const OPEN_TOOL_ROUTES = [
  '/Diwali/diya',
  '/Diwali/recipes',
  '/Diwali/recipes/[slug]',
] as const;
