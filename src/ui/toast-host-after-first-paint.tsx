"use client";
import { Suspense, useEffect, useState } from "react";
import { loadedAfterFirstPaint } from "./loaded-after-first-paint";

/** notistack (and goober, its styling) is not among the first scripts of every applicant page. */
const host = loadedAfterFirstPaint(() => import("./toast-host").then((m) => m.ToastHost));

/** The toast host, mounted once the page has hydrated (never rendered on the server). */
export function ToastHostAfterFirstPaint() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <host.Component />
    </Suspense>
  );
}
