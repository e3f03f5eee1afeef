import { z } from "zod";
import { required, textLineInput } from "../prequal/field-inputs";

/** What the bank-statement screen's connect form sends (spec §2 /app/bank-statement). */
export const connectBankInput = z.object({ institution: required(textLineInput("name of your bank", 80)) });
export type ConnectBank = z.infer<typeof connectBankInput>;
