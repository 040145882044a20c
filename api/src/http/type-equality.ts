/**
 * Compile-time checks that a wire schema and the type the browser reads (in `@yoga/shared`) are
 * the same type, so neither side can drift alone. `@yoga/shared` cannot import the API's schemas,
 * so the API holds the check, beside the schema:
 *
 *   type _LeadIsShared = Assert<Equal<Static<typeof LeadBody>, Lead>>;
 *
 * A field added, removed or retyped on either side fails `tsc` on that line. Types only: nothing
 * of this reaches the built code.
 */

/** True only when A and B are identical (an optional or extra field makes it false). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless given `true`. */
export type Assert<T extends true> = T;
