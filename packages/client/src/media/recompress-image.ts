import { UPLOAD_JPEG_QUALITY } from "@despacho/domain";

/** spec §5: a chat image is redrawn on a canvas and sent as JPEG at quality 0.6 (keeps its size in pixels). */
export async function recompressImage(image: Blob, quality = UPLOAD_JPEG_QUALITY): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Sin contexto 2d para recomprimir la imagen");
  // JPEG has no transparency: a transparent picture turns white, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No se pudo recomprimir la imagen"))), "image/jpeg", quality),
  );
}
