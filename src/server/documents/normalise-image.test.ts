import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phonePhotoWithGps, photo } from "./inspection/sample-files.test-support";
import { imageThumbnail, normaliseImage } from "./normalise-image";

describe("normaliseImage (issue 10: a phone photo's GPS position must not reach the lender's store)", () => {
  it("writes a JPEG with GPS EXIF anew without any EXIF, turned upright by its orientation", async () => {
    const original = await phonePhotoWithGps();
    const before = await sharp(original).metadata();
    // The EXIF holds the camera and a GPS directory (tag 0x8825, in either byte order).
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(before.exif?.includes("PhoneMaker")).toBe(true);
    expect(gpsTag.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6]);

    const normalised = await normaliseImage(original, "image/jpeg");
    const after = await sharp(normalised).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([300, 400]);
    expect(Buffer.from(normalised).includes("PhoneMaker")).toBe(false);
  });

  it("keeps a PNG a PNG", async () => {
    const normalised = await normaliseImage(await photo("png", 50, 40), "image/png");
    expect((await sharp(normalised).metadata()).format).toBe("png");
  });

  it("makes a JPEG thumbnail at most 320 px on its longest side, never enlarged", async () => {
    const big = await sharp(await imageThumbnail(await photo("jpeg", 1600, 1200))).metadata();
    expect([big.format, big.width, big.height]).toEqual(["jpeg", 320, 240]);
    const small = await sharp(await imageThumbnail(await photo("png", 100, 80))).metadata();
    expect([small.width, small.height]).toEqual([100, 80]);
  });
});
