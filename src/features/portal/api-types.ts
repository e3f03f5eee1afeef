import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** What the portal's procedures answer, as the screens see them. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type PortalHome = RouterOutputs["portal"]["home"];
export type StaffUserRow = RouterOutputs["portal"]["users"]["users"][number];
export type ReferralLinkRow = RouterOutputs["referrals"]["list"][number];
export type RateSheetCurrent = RouterOutputs["rateSheets"]["current"];
export type RateSheetVersionRow = RouterOutputs["rateSheets"]["versions"]["versions"][number];

/** The tRPC error code of a failed call, when it has one. */
export function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === "string" ? data.code : undefined;
}
