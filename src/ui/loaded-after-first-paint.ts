import { type ComponentType, lazy } from "react";

/**
 * A part of a screen whose code is not among the page's first scripts (DESIGN.md §6: first-load
 * JavaScript of funnel pages). `preload()` starts fetching it: call it when the page mounts, so it
 * arrives while the step's data loads. The component suspends until its code is in, so it goes
 * under a Suspense boundary that shows the step loading.
 */
export function loadedAfterFirstPaint<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a later render tries again (a dropped connection)
        throw error;
      },
    );
    return loading;
  };
  return { Component: lazy(preload), preload };
}
