"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SectionLoading } from "./section-loading";

/**
 * A step's saved answers while they load (its title where the form's will be), a sentence and Try
 * again when they cannot, then the form, made once with the answers as its defaults.
 */
export function StepAnswersLoader<T>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  // Only answers read on this visit: a form made from an older copy would save over newer ones.
  if (query.isFetchedAfterMount && query.data !== undefined) return children(query.data);
  return (
    <SectionLoading
      title={title}
      error={query.isError ? query.error : undefined}
      retry={() => void query.refetch()}
    />
  );
}
