"use client";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";

/**
 * A part of a screen whose code is not among the page's first scripts (docs/design.md §6: first-load
 * JavaScript of funnel pages). `preload()` starts fetching it; `usePreload(part)` calls it when the
 * page mounts, so it arrives while the step's data loads. The component suspends until its code is in, so it goes
 * under a Suspense boundary that shows the step loading. It arrives with MUI's theme and styles
 * (StyledArea), which a page that paints without MUI lacks (decision 049), unless it is `plain`:
 * drawn with CSS modules alone, as the entry steps are (decision 053), it needs neither.
 * `first` loads modules the part imports (a step's zod schemas) and runs them in a task before the
 * part's own, so the two are not one long task that blocks input (TBT, decision 053).
 */
export function loadedAfterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { plain = false, first }: { plain?: boolean; first?: () => Promise<unknown> } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadPart = first ? () => first().then(nextTask).then(load) : load;
  const preload = () => {
    loading ??= (
      plain ? loadPart().then(asModule) : Promise.all([loadPart(), import("./styled-area")]).then(styled)
    ).catch((error: unknown) => {
      loading = undefined; // a later render tries again (a dropped connection)
      throw error;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve));
}

function asModule<P extends object>(Part: ComponentType<P>) {
  return { default: Part };
}

function styled<P extends object>([Part, { StyledArea }]: [
  ComponentType<P>,
  typeof import("./styled-area"),
]) {
  return {
    default: (props: P) => (
      <StyledArea>
        <Part {...props} />
      </StyledArea>
    ),
  };
}

/**
 * Starts fetching `part` when the page mounts, once the browser has painted the page: its scripts
 * neither delay the frame's first paint (LCP) nor lengthen the task that hydrated the page (TBT,
 * docs/design.md §6). A frame's callback runs before that paint; a task queued from it, after.
 */
export function usePreload(part: { preload: () => Promise<unknown> }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void part.preload());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [part]);
}

/**
 * A part never rendered on the server: the server and the hydrating browser show `frame` (plain
 * HTML, or nothing), and once the page has hydrated the part's code is fetched and replaces it.
 * For a whole screen (its waiting frame first), a toast host, the account bar.
 */
export function MountedAfterHydration<P extends object>({
  part,
  props,
  frame = null,
}: {
  part: { Component: ComponentType<P> };
  props: P;
  frame?: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  // A transition: React renders the part in slices, yielding to the browser between them, so a
  // large form arriving does not block input for its whole render (TBT, docs/design.md §6).
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return frame;
  return (
    <Suspense fallback={frame}>
      <part.Component {...props} />
    </Suspense>
  );
}
