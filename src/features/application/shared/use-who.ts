"use client";
import { useSearchParams } from "next/navigation";
import type { Who } from "@/domain/application/application-steps";

/** Whose turn a borrower screen is: the coborrower's when the address says `?borrower=coborrower`. */
export function useWho(): Who {
  return useSearchParams().get("borrower") === "coborrower" ? "coborrower" : "borrower";
}
