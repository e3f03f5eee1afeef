/** A refusal of an application call, written for the person (mapped by `applicationProcedure`). */
export class ApplicationError extends Error {
  override name = "ApplicationError";
  constructor(
    readonly code: "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "FORBIDDEN" | "TOO_MANY_REQUESTS",
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const STALE_ANSWERS =
  "These answers were changed in another tab or device. Reload the page to see the latest before saving again.";

export const NO_COBORROWER = "This application has no coborrower.";

export const APPLICATION_DECLINED =
  "This application can’t go on: see the notice we gave you about the decision for the reasons and what you can do.";
