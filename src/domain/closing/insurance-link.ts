import { z } from "zod";
import { required, textInput } from "../prequal/field-inputs";

/** insurance.link: the carrier the applicant's homeowners policy is with (spec §1 connector). */
export const linkInsuranceInput = z.object({
  carrier: required(
    textInput("insurance company's name", {
      max: 100,
      lines: "one",
      words: {
        empty: "Enter the name of your insurance company",
        tooLong: "Enter the insurance company's name in 100 characters or fewer",
      },
    }),
  ),
});
export type LinkInsuranceInput = z.infer<typeof linkInsuranceInput>;
