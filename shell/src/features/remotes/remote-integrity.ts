/** The SHA-256 of `bytes`, as lower-case hex. */
async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a released remote's manifest against the hash ops registered with it (issue 25) before
 * any of its code runs: a manifest changed since (a tampered or broken release) is refused, and
 * the remote's area shows its fallback with a retry while the rest of the site works. The
 * federation runtime then fetches the same manifest again, from the browser's cache.
 */
export async function checkRemoteIntegrity(entry: string, integrity: string): Promise<void> {
  const response = await fetch(entry, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const found = await sha256Hex(await response.arrayBuffer());
  if (found !== integrity) {
    throw new Error(`${entry} is not the release ops registered (SHA-256 ${found})`);
  }
}
