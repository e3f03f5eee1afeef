import { z } from "zod";

/** insurance.link: the carrier the applicant's homeowners policy is with (spec §1 connector). */
export const linkInsuranceInput = z.object({
  carrier: z
    .string()
    .trim()
    .min(1, "Enter the name of your insurance company")
    .max(100, "Enter the insurance company's name in 100 characters or fewer"),
});
export type LinkInsuranceInput = z.infer<typeof linkInsuranceInput>;
