/** The screen sizes the screenshot scripts take: SCREENSHOT_SIZES, else the call-centre monitor and full HD. */
export const SCREENSHOT_SIZES = (process.env.SCREENSHOT_SIZES ?? '1366x768,1920x1080')
  .split(',')
  .map((size) => {
    const [width, height] = size.split('x').map(Number);
    return { width: width ?? 1366, height: height ?? 768 };
  });
