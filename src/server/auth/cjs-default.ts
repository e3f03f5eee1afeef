/**
 * next-auth ships CommonJS with `exports.default`. Bundled by Next, a default import is the
 * function; imported by Node's ES module loader (the host, the tests), it is the module object
 * that holds it. Either way, this is the function.
 */
export function cjsDefault<T>(imported: T): T {
  const inner = (imported as { default?: T } | undefined)?.default;
  return typeof imported === "function" || inner === undefined ? imported : inner;
}
