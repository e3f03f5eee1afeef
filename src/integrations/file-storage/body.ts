/** A body as the port takes it, as chunks. */
export async function* chunksOf(body: Uint8Array | AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (body instanceof Uint8Array) yield body;
  else yield* body;
}

export class BodySizeError extends Error {
  constructor(declared: number, actual: string) {
    super(`The body is ${actual} than the ${declared} bytes declared`);
    this.name = "BodySizeError";
  }
}

/**
 * The chunks of `body`, failing when they add up to other than `declared` bytes: a cut stream must
 * not be stored as a whole file, nor a longer one past what the caller checked.
 */
export async function* exactly(declared: number, body: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.byteLength;
    if (seen > declared) throw new BodySizeError(declared, "longer");
    yield chunk;
  }
  if (seen < declared) throw new BodySizeError(declared, "shorter");
}
