import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver for a domain schema whose fields are preprocessed (their zod input type is `unknown`):
 * the form's fields are the strings people type, the submit handler gets the schema's output.
 */
export function schemaResolver<Fields extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Fields, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Fields, unknown, Output>;
}
