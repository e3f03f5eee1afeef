export function sourceFingerprint(): string;
/** Builds when the sources changed since the last build; true when it built. */
export function buildIfStale(options?: { force?: boolean }): boolean;
