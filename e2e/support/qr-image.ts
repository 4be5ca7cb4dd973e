import jsQR from 'jsqr';
import type { Page } from 'playwright-core';

/**
 * Reads a QR image on the page back to its text: the image's pixels are drawn on a canvas in the
 * page and decoded with jsQR here, as a customer's banking app reads the screen. Null when no QR
 * is found in it.
 */
export async function decodeQrImage(page: Page, testId = 'payment-qr-image'): Promise<string | null> {
  const pixels = await page.getByTestId(testId).evaluate(async (node) => {
    const image = node as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}
