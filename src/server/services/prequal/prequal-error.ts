/** A refusal written for the person, by a field when it names one. */
export class PrequalError extends Error {
  override name = "PrequalError";
  constructor(
    readonly code:
      | "UNAUTHORIZED"
      | "BAD_REQUEST"
      | "NOT_FOUND"
      | "CONFLICT"
      | "TOO_MANY_REQUESTS"
      | "SERVICE_UNAVAILABLE",
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
