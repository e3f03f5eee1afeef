/**
 * Keys are random ids the server chooses (decision 032), never names a person typed. Anything else
 * is refused before it reaches a path or an object name, so a bug elsewhere can never write outside
 * the store's folder or prefix: letters, digits, `-` and `_`, not starting with `-` or `_`.
 */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export class StorageKeyError extends Error {
  constructor() {
    // The key itself is not repeated: it may be whatever a bug passed.
    super("A storage key must be a random id of letters, digits, '-' and '_' (at most 128)");
    this.name = "StorageKeyError";
  }
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new StorageKeyError();
}
