import { z } from "zod";
import {
  emailInput,
  firstNameInput,
  lastNameInput,
  oneTimeCodeInput,
  passwordInput,
  phoneInput,
} from "../format/inputs";
import { PASSWORD_MAX_LENGTH } from "../format/password";

/**
 * The applicant's account forms (spec §3 login/sign-up payload, §5 rules). They live in the domain
 * so the form (zodResolver) and the server (tRPC input, next-auth's authorize) validate with the
 * same schema and refuse with the same sentence. The server adds what needs a server: the common-
 * password list, whether a code is right, the rate limits.
 */

/** A field left out arrives as undefined (or null from some forms): the parser then asks for it. */
const required = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? "", schema);

/** A field forms and next-auth send as "" when unused: "", null and undefined all mean "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A new password: the spec §5 rule, and it must be there. */
const newPasswordInput = passwordInput.transform((password, ctx): string => {
  if (password !== undefined) return password;
  ctx.addIssue({ code: "custom", message: "Enter a new password" });
  return z.NEVER;
});

/** Spec §3: sign-up is the login payload plus firstName, lastName and phone; the password is optional. */
export const signUpInput = z.object({
  email: required(emailInput),
  firstName: required(firstNameInput),
  lastName: required(lastNameInput),
  phone: required(phoneInput),
  password: passwordInput,
});
export type SignUp = z.infer<typeof signUpInput>;

/** Spec §3 login payload: the e-mail with either its password or a one-time code (`token`). */
export const signInInput = z
  .object({
    email: required(emailInput),
    password: passwordInput,
    token: optional(oneTimeCodeInput),
  })
  .superRefine((input, ctx) => {
    if (input.password === undefined && input.token === undefined) {
      ctx.addIssue({ code: "custom", message: "Enter your password, or the code we e-mailed you" });
    } else if (input.password !== undefined && input.token !== undefined) {
      ctx.addIssue({ code: "custom", message: "Enter your password or a code, not both" });
    }
  });
export type SignIn = z.infer<typeof signInInput>;

/** Asking for a one-time code, to sign in or to choose a new password. */
export const requestCodeInput = z.object({ email: required(emailInput) });
export type RequestCode = z.infer<typeof requestCodeInput>;

/** Forgot password: the code we e-mailed and the new password. */
export const resetPasswordInput = z.object({
  email: required(emailInput),
  token: required(oneTimeCodeInput),
  newPassword: newPasswordInput,
});
export type ResetPassword = z.infer<typeof resetPasswordInput>;

/** A signed-in applicant changing the password: the current one proves it is still them. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX_LENGTH, "That is not your current password"),
    newPassword: newPasswordInput,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: "Choose a new password different from your current one",
    path: ["newPassword"],
  });
export type ChangePassword = z.infer<typeof changePasswordInput>;
