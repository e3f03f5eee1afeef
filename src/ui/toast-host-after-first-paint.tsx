"use client";
import { loadedAfterFirstPaint, MountedAfterHydration } from "./loaded-after-first-paint";

/** notistack (and goober, its styling) is not among the first scripts of every applicant page. */
const host = loadedAfterFirstPaint(() => import("./toast-host").then((m) => m.ToastHost), { plain: true });

/** The toast host, mounted once the page has hydrated (never rendered on the server). */
export function ToastHostAfterFirstPaint() {
  return <MountedAfterHydration part={host} props={{}} />;
}
