/** Leaves the site for a checkout page (its own module, so tests can watch where it goes). */
export const leavePageFor = (url: string): void => window.location.assign(url);
