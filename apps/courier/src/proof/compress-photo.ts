/** A proof photo is sent at most this wide or tall, as JPEG: a phone's 12 MP photo becomes ~200 kB. */
export const PHOTO_MAX_SIDE = 1280;
const QUALITY = 0.7;

/** The scale that fits a width × height within the longest side (never enlarging). */
export const fitScale = (width: number, height: number, maxSide = PHOTO_MAX_SIDE) => Math.min(1, maxSide / Math.max(width, height));

/** Shrinks the camera's photo on the phone before it is kept in the outbox and uploaded. */
export async function compressPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = fitScale(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (context) {
    // JPEG has no transparency: a transparent picture turns white, not black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  }
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No fue posible procesar la foto"))), "image/jpeg", QUALITY),
  );
}
