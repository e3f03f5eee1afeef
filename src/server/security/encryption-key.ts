import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ENCRYPTION_KEY_BYTES } from "./field-crypto";

export interface EncryptionKeyOptions {
  /** APP_ENCRYPTION_KEY: 32 bytes in base64 (`openssl rand -base64 32`). */
  configured?: string;
  /** DATA_DIR: where a development key is kept when none is configured. */
  dataDir: string;
  /** A live deployment must bring its own key: a generated one would be lost with the machine. */
  live: boolean;
}

class EncryptionKeySettingError extends Error {
  override name = "EncryptionKeySettingError";
}

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== ENCRYPTION_KEY_BYTES) {
    throw new EncryptionKeySettingError(
      `${source} must be ${ENCRYPTION_KEY_BYTES} bytes in base64; make one with: openssl rand -base64 32`,
    );
  }
  return key;
}

/**
 * The field-encryption key (docs/design.md §5): APP_ENCRYPTION_KEY when set; otherwise, outside a live
 * deployment, `<dataDir>/encryption.key`, generated on first use (mode 0600) and reused after, so
 * development data stays readable across restarts.
 */
export function loadEncryptionKey(options: EncryptionKeyOptions): Buffer {
  if (options.configured?.trim()) return decodeKey(options.configured, "APP_ENCRYPTION_KEY");
  if (options.live) throw new EncryptionKeySettingError("APP_ENCRYPTION_KEY is unset");
  const file = path.join(options.dataDir, "encryption.key");
  if (!fs.existsSync(file)) writeNewKey(file);
  return decodeKey(fs.readFileSync(file, "utf8"), file);
}

/**
 * Writes the key whole under a temporary name and links it into place: two processes starting at
 * once both end up reading the one key that won, never a half-written file.
 */
function writeNewKey(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const staged = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(staged, `${randomBytes(ENCRYPTION_KEY_BYTES).toString("base64")}\n`, { mode: 0o600 });
  try {
    fs.linkSync(staged, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(staged, { force: true });
  }
}
