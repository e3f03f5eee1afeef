import convertHeic from "heic-convert";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "@/domain/documents/upload-limits";
import { UploadRefusal } from "./upload-refusal";

// Each image is read once: libvips' operation cache would only hold decoded pixels in memory.
sharp.cache(false);

/** How every uploaded image is opened: a pixel limit checked from the header, any decoder warning fatal. */
export const IMAGE_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" } as const;

function refusalFor(error: unknown): UploadRefusal {
  const message = error instanceof Error ? error.message : "";
  return new UploadRefusal(/pixel limit/i.test(message) ? "tooManyPixels" : "damagedImage");
}

/**
 * A JPEG or PNG checked by sharp: its dimensions from the header against the pixel limit before
 * any pixel is decoded (a decompression bomb stops here), then every pixel decoded once, so a
 * truncated or corrupt image is refused now rather than when its job runs.
 */
export async function inspectImage(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, IMAGE_INPUT).metadata());
  } catch (error) {
    throw refusalFor(error);
  }
  if (!width || !height) throw new UploadRefusal("damagedImage");
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadRefusal("tooManyPixels");
  try {
    await sharp(bytes, IMAGE_INPUT).stats();
  } catch (error) {
    throw refusalFor(error);
  }
  return { width, height };
}

/**
 * HEIC/HEIF (an iPhone's photos) as JPEG. sharp's prebuilt libvips reads the HEIF container (so
 * the pixel limit is checked from its header) but has no HEVC decoder, so heic-convert's
 * WebAssembly libheif decodes it; the JPEG is then checked like any other.
 */
export async function heicToJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const { width, height } = await sharp(bytes, IMAGE_INPUT).metadata();
    if (width && height && width * height > MAX_IMAGE_PIXELS) throw new UploadRefusal("tooManyPixels");
  } catch (error) {
    if (error instanceof UploadRefusal) throw error;
    // A header libvips cannot read is left to libheif, which knows more HEIF variants.
  }
  let jpeg: Uint8Array;
  try {
    jpeg = new Uint8Array(await convertHeic({ buffer: bytes, format: "JPEG", quality: 0.92 }));
  } catch {
    throw new UploadRefusal("damagedImage");
  }
  await inspectImage(jpeg);
  return jpeg;
}
