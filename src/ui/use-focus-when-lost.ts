"use client";
import { type RefObject, useEffect } from "react";

/**
 * On mount, focus the element (a heading with tabIndex -1) when nothing else has the focus: the
 * form or button the person was in was replaced (a waiting frame, then a new step), so the browser
 * put the focus on the page body and Tab would restart at the top of the page. Someone already in a
 * field keeps it.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== document.documentElement) return;
    ref.current?.focus({ preventScroll: true });
  }, [ref, enabled]);
}
