/** What a stored file is, apart from its bytes. */
export type StoredFileInfo = { contentType: string; byteSize: number };

/**
 * docs/design.md §1: uploaded and generated files. Keys are chosen by the server (random ids), never
 * file names. Bodies are streamed both ways, so a 25 MB upload is never held whole in memory.
 */
export interface FileStorage {
  /**
   * Stores `body` under `key`, replacing any file there. `byteSize`, when given, must be the body's
   * length (a stream cut short or running long is refused); S3 needs it for a streamed body.
   */
  put(
    key: string,
    body: Uint8Array | AsyncIterable<Uint8Array>,
    info: { contentType: string; byteSize?: number },
  ): Promise<void>;
  /** Null when no file has the key. */
  get(key: string): Promise<(StoredFileInfo & { body: AsyncIterable<Uint8Array> }) | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
