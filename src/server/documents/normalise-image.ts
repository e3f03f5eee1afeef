import sharp from "sharp";
import { IMAGE_INPUT } from "./inspection/inspect-image";

/** The longest side of a thumbnail, in pixels: a checklist line's preview on a phone, at 2× density. */
export const THUMBNAIL_SIZE = 320;

/**
 * An uploaded image as the lender keeps it: turned upright by its EXIF orientation, then written
 * anew without any metadata (sharp keeps none unless asked), so a phone photo's GPS position,
 * camera and time never reach the store. JPEG stays JPEG, PNG (screenshots, scans) stays PNG.
 */
export async function normaliseImage(
  bytes: Uint8Array,
  contentType: "image/jpeg" | "image/png",
): Promise<Uint8Array> {
  const upright = sharp(bytes, IMAGE_INPUT).rotate();
  const written =
    contentType === "image/png"
      ? upright.png({ compressionLevel: 9 })
      : upright.jpeg({ quality: 85, mozjpeg: true });
  return new Uint8Array(await written.toBuffer());
}

/** A JPEG preview at most 320 px on its longest side, upright and without metadata. */
export async function imageThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const thumbnail = await sharp(bytes, IMAGE_INPUT)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 75 })
    .toBuffer();
  return new Uint8Array(thumbnail);
}
