import { prequalFlowFor } from "@/domain/funnel/prequal-flows";
import { browserSettings } from "@/env/browser";

/** Spec §2: a build-time flag selects the new (/prequal) or old (/app/initial-setup) flow. */
export const PREQUAL_FLOW = prequalFlowFor(browserSettings.NEXT_PUBLIC_PREQUAL_FLOW);
