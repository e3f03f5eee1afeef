import { type NavigationRecord, readNavigation } from "../navigation-record";

/** How the person came to a page: its path, and whether spec §4 counts it as a first load or reload. */
export interface Arrival {
  path: string;
  firstLoadOrReload: boolean;
}

export interface ArrivalFacts {
  path: string;
  /** The navigation record as it stood before this page was recorded (src/ui/navigation-record.ts). */
  recordBefore: NavigationRecord | null;
  /** The path of the document the browser loaded (the Navigation Timing entry), when it says. */
  documentPath: string | null;
  /** The page the document was loaded at has already been seen by the guard (later pages are in-app moves). */
  documentArrivalSeen: boolean;
}

/**
 * Spec §4 "redirected only on first load or reload of the same page", decided from what the browser
 * knows when the page renders:
 * - the first page of a document the browser loaded itself (typed address, link from an e-mail,
 *   reload): a first load or a reload;
 * - no page recorded yet in this tab: the first load of the app;
 * - the page recorded last is this page: a reload (the record keeps a reloaded page as it was);
 * - anything else is a move inside the app (a link, Back, router.push), which never redirects, so a
 *   person with a loan can still look back through finished steps.
 */
export function isFirstLoadOrReload(facts: ArrivalFacts): boolean {
  if (!facts.documentArrivalSeen && facts.documentPath === facts.path) return true;
  if (facts.recordBefore === null) return true;
  return facts.recordBefore.current === facts.path;
}

/** The path of the document the browser loaded, from the Navigation Timing entry. */
function documentPath(): string | null {
  try {
    const [entry] = performance.getEntriesByType?.("navigation") ?? [];
    return entry ? new URL(entry.name, window.location.href).pathname : null;
  } catch {
    return null;
  }
}

// Per document: a full load starts a new JavaScript realm, so this is false again after each one.
let documentArrivalSeen = false;

/**
 * Reads the browser's facts for `path` (during render, before the navigation recorder writes this
 * page) and decides. Call `markDocumentArrivalSeen` once the arrival has been handled.
 */
export function arrivalAt(path: string): Arrival {
  let recordBefore: NavigationRecord | null = null;
  try {
    recordBefore = readNavigation(window.sessionStorage);
  } catch {
    recordBefore = null;
  }
  return {
    path,
    firstLoadOrReload: isFirstLoadOrReload({
      path,
      recordBefore,
      documentPath: documentPath(),
      documentArrivalSeen,
    }),
  };
}

export function markDocumentArrivalSeen() {
  documentArrivalSeen = true;
}

/** For tests: a fresh document. */
export function resetDocumentArrival() {
  documentArrivalSeen = false;
}
