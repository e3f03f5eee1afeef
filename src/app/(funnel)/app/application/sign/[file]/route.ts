import { disclosureFileRoute } from "@/server/notices/disclosure-file-route";

/** Per request, never cached: the answer depends on who asks. */
export const dynamic = "force-dynamic";

/** The borrower's disclosure files (src/server/notices/disclosure-download.ts); 404 for anyone else. */
export const GET = disclosureFileRoute("borrower");
