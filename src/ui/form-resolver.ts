import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver for a domain schema whose fields are preprocessed (their zod input type is `unknown`):
 * the form's fields are the strings people type, the submit handler gets the schema's output.
 */
export function schemaResolver<Fields extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  options: { pathlessTo?: Path<Fields> } = {},
): Resolver<Fields, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Fields, unknown, Output>;
  const field = options.pathlessTo;
  if (!field) return resolve;
  // A rule about the whole form (a refine without a path) has no input to stand beside: it is shown
  // on the field the form names, so it is announced and tied to an input like any other error.
  return async (values, context, resolverOptions) => {
    const result = await resolve(values, context, resolverOptions);
    const { "": pathless, ...errors } = result.errors as Record<string, FieldError | undefined>;
    if (!pathless) return result;
    return { values: {}, errors: { ...errors, [field]: errors[field] ?? pathless } } as typeof result;
  };
}
