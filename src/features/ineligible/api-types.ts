import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** The adverse-action notice `prequal.notice` answers (null when the caller has none). */
export type AdverseActionNotice = NonNullable<inferRouterOutputs<AppRouter>["prequal"]["notice"]>;
