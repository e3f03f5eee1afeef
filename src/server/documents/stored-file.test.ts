import { describe, expect, it } from "vitest";
import { assertStorageKey } from "@/integrations/file-storage/storage-key";
import { newStorageKey, thumbnailKeyOf } from "./stored-file";

describe("newStorageKey (decision 032: files under random ids the stores accept)", () => {
  it("makes keys every store accepts, its thumbnail's too, and never the same twice", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const key = newStorageKey();
      expect(() => assertStorageKey(key)).not.toThrow();
      expect(() => assertStorageKey(thumbnailKeyOf(key))).not.toThrow();
      keys.add(key);
    }
    expect(keys.size).toBe(2000);
  });
});
