import path from "node:path";
import type { FileStorage } from "@/domain/ports/file-storage";
import { type Settings, settings } from "@/env";
import { loadEncryptionKey } from "@/server/security/encryption-key";
import { deriveKey } from "@/server/security/field-crypto";
import { encryptedStorage } from "./encrypted-storage";
import { localFolderStorage } from "./local-folder";
import { s3Storage } from "./s3";

type StorageSettings = Pick<
  Settings,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PREFIX"
>;

/**
 * Where uploaded and generated files are kept: S3 when S3_BUCKET is set, else DATA_DIR/uploads;
 * either way holding only bodies sealed with `storageKey` (decision 066).
 */
export function fileStorage(s: StorageSettings, storageKey: Uint8Array): FileStorage {
  return encryptedStorage(plainStorage(s), storageKey);
}

function plainStorage(s: StorageSettings): FileStorage {
  if (!s.S3_BUCKET) return localFolderStorage(path.join(s.DATA_DIR, "uploads"));
  return s3Storage({
    bucket: s.S3_BUCKET,
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    prefix: s.S3_PREFIX,
  });
}

/** What the start-up log names: the store in use, without its keys. */
export function fileStorageName(s: Pick<Settings, "S3_BUCKET">): "s3" | "localFolder" {
  return s.S3_BUCKET ? "s3" : "localFolder";
}

let processStorage: FileStorage | undefined;

/** The key file bodies are sealed under: derived from the application key, as the fields' keys are. */
export function fileStorageKey(s: Pick<Settings, "APP_ENCRYPTION_KEY" | "DATA_DIR" | "DEPLOYMENT">): Buffer {
  const applicationKey = loadEncryptionKey({
    configured: s.APP_ENCRYPTION_KEY,
    dataDir: s.DATA_DIR,
    live: s.DEPLOYMENT === "live",
  });
  return deriveKey(applicationKey, "file-storage");
}

/** The process's file storage, from its settings. */
export function processFileStorage(): FileStorage {
  const s = settings();
  processStorage ??= fileStorage(s, fileStorageKey(s));
  return processStorage;
}
