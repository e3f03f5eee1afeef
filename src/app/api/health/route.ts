import { processDatabase } from "@/server/db";
import { healthResponse } from "@/server/db/health-response";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return healthResponse(await processDatabase());
}
