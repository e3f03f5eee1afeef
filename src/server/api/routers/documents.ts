import { z } from "zod";
import { completeDocuments } from "@/server/services/documents/complete-documents";
import { documentsChecklist } from "@/server/services/documents/documents-checklist";
import { removeDocument } from "@/server/services/documents/remove-document";
import { applicationProcedure } from "../application-procedure";
import { router } from "../trpc";
import { checklistOutput } from "./documents-output";

/** The documents checklist of the caller's own application (issue 10; decision 035). */
export const documentsRouter = router({
  checklist: applicationProcedure.output(checklistOutput).query(({ ctx }) => documentsChecklist(ctx.app)),
  remove: applicationProcedure
    .input(z.object({ documentId: z.string().uuid("Reload the page: we could not tell which file this is") }))
    .output(z.object({ removed: z.literal(true) }))
    .mutation(({ ctx, input }) => removeDocument(ctx.app, input)),
  complete: applicationProcedure
    .output(z.object({ next: z.string().nullable() }))
    .mutation(({ ctx }) => completeDocuments(ctx.app)),
});
