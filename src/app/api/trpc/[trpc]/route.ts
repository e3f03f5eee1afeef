import { handleApiRequest } from "@/server/api/handle-api-request";

export const dynamic = "force-dynamic";

export {
  handleApiRequest as GET,
  handleApiRequest as POST,
  handleApiRequest as PUT,
  handleApiRequest as PATCH,
  handleApiRequest as DELETE,
};
