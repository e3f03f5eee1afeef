import type { FileStorage } from "@/domain/ports/file-storage";

/** The storage port kept in memory, for tests of the services that file documents. */
export function memoryFileStorage(): FileStorage & {
  files: Map<string, { contentType: string; bytes: Uint8Array }>;
} {
  const files = new Map<string, { contentType: string; bytes: Uint8Array }>();
  return {
    files,
    async put(key, body, info) {
      const chunks: Uint8Array[] = [];
      if (body instanceof Uint8Array) chunks.push(body);
      else for await (const chunk of body) chunks.push(chunk);
      files.set(key, { contentType: info.contentType, bytes: new Uint8Array(Buffer.concat(chunks)) });
    },
    async get(key) {
      const file = files.get(key);
      if (!file) return null;
      const { bytes, contentType } = file;
      return {
        contentType,
        byteSize: bytes.byteLength,
        body: (async function* () {
          yield bytes;
        })(),
      };
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** A queue that records what services send, for tests (the pg-boss runner drains the real one). */
export function recordingJobQueue() {
  const sent: { name: string; data: unknown }[] = [];
  return {
    sent,
    async send(name: string, data: unknown) {
      sent.push({ name, data });
    },
  };
}
