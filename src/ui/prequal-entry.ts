import { prequalFlowFor } from "@/domain/funnel/prequal-flows";

/** Spec §2: a build-time flag selects the new (/prequal) or old (/app/initial-setup) flow. */
export const PREQUAL_FLOW = prequalFlowFor(process.env.NEXT_PUBLIC_PREQUAL_FLOW === "old" ? "old" : "new");
