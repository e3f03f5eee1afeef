import { formatMoney } from "@/domain/format/money";

/**
 * The answers given, as the text a form's fields hold, so a screen opened again (Back, a reload,
 * another device) shows them: amounts as "$250,000", nothing as "".
 */
export const moneyField = (amount: number | undefined) => (amount === undefined ? "" : formatMoney(amount));

export const yesNoField = (answer: boolean | undefined) =>
  answer === undefined ? "" : answer ? "yes" : "no";

export const textField = (text: string | undefined | null) => text ?? "";
