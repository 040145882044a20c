/**
 * Compile-time checks that a wire schema and a type the browser reads, written apart, are the
 * same type, so neither side can drift alone. Wire types are written once in
 * `@yoga/shared/schemas` now; this stays only for the remote manifest, whose browser type is
 * still written by hand in `@yoga/shared/domain`:
 *
 *   type _ManifestIsShared = Assert<Equal<Static<typeof ManifestBody>, RemoteManifest>>;
 *
 * A field added, removed or retyped on either side fails `tsc` on that line. Types only: nothing
 * of this reaches the built code.
 */

/** True only when A and B are identical (an optional or extra field makes it false). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless given `true`. */
export type Assert<T extends true> = T;
