import { disclosureFileRoute } from "@/server/notices/disclosure-file-route";

/** Per request, never cached: the answer depends on who asks. */
export const dynamic = "force-dynamic";

/** The coborrower's own disclosure files (decision 044); 404 for anyone else. */
export const GET = disclosureFileRoute("coborrower");
