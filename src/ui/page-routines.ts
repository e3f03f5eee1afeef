"use client";
import type { PageRoutine } from "./navigation-record";

/**
 * After a client-side page change, move focus to the page's main heading so keyboard and
 * screen-reader users start at the new content, as they would after a full page load.
 */
const focusMainHeading: PageRoutine = (record) => {
  if (record.previous === null) return;
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
};

/** The routines run after each navigation, by page. Features add theirs here. */
export const PAGE_ROUTINES = [{ matches: () => true, run: focusMainHeading }];
