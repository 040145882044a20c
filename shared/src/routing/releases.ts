/**
 * A remote released on its own (issue 25, decision 0037): the names the release command writes,
 * the API accepts, the shell checks and the offline worker recognises, in one place.
 */

/** Where the release store is served: its files never change, so they are cached for good. */
export const RELEASES_PREFIX = '/releases/';

/** A release's name: its version, then the first 8 hex digits of its manifest's SHA-256. */
const RELEASE_NAME = '[0-9A-Za-z.+-]{1,40}-[0-9a-f]{8}';

/** The longest release name `RELEASE_NAME` allows. */
export const RELEASE_NAME_MAX_LENGTH = 49;

export const RELEASE_NAME_PATTERN = `^${RELEASE_NAME}$`;

/** A SHA-256 in lower-case hex: a release's manifest, as registered and as checked. */
export const SHA256_HEX_PATTERN = '^[0-9a-f]{64}$';

/** A file of a release as the site serves it: `/releases/<remote>/<release>/<file>`. */
export const RELEASE_FILE = new RegExp(`^${RELEASES_PREFIX}mf-[a-z0-9-]+/${RELEASE_NAME}/[^/]+$`);

/** The manifest of a release, which the runtime manifest names as the remote's entry. */
export const releaseEntry = (remote: string, release: string) =>
  `${RELEASES_PREFIX}${remote}/${release}/mf-manifest.json`;
