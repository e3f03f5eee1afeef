/** Spec §4: each page change stores the previous and current path. */
export interface NavigationRecord {
  previous: string | null;
  current: string;
}

const NAVIGATION_STORAGE_KEY = "navigation";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export function readNavigation(store: KeyValueStore): NavigationRecord | null {
  try {
    const value = JSON.parse(store.getItem(NAVIGATION_STORAGE_KEY) ?? "null") as NavigationRecord | null;
    return value && typeof value.current === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Records a page change; a reload of the same page keeps the earlier previous path. */
export function recordNavigation(store: KeyValueStore, path: string): NavigationRecord {
  const last = readNavigation(store);
  const next: NavigationRecord =
    last?.current === path ? last : { previous: last?.current ?? null, current: path };
  store.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(next));
  return next;
}

export type PageRoutine = (record: NavigationRecord) => void | Promise<void>;

/**
 * Runs the routines registered for a page after a navigation (spec §4). A routine that fails is
 * only logged (spec §8): navigation and the page go on.
 */
export async function runPageRoutines(
  routines: ReadonlyArray<{ matches: (path: string) => boolean; run: PageRoutine }>,
  record: NavigationRecord,
  logError: (message: string, error: unknown) => void = console.error,
): Promise<void> {
  for (const routine of routines) {
    if (!routine.matches(record.current)) continue;
    try {
      await routine.run(record);
    } catch (error) {
      logError(`Page routine for ${record.current} failed`, error);
    }
  }
}
