"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordNavigation, runPageRoutines } from "./navigation-record";
import { PAGE_ROUTINES } from "./page-routines";

/** Records each page change in session storage and runs the page's routines (spec §4). */
export function NavigationRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    let record: ReturnType<typeof recordNavigation>;
    try {
      record = recordNavigation(window.sessionStorage, pathname);
    } catch (error) {
      console.error("Could not record the page change", error);
      return;
    }
    void runPageRoutines(PAGE_ROUTINES, record);
  }, [pathname]);
  return null;
}
