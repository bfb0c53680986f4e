/** A TOTP secret in groups of four (`JBSW Y3DP EHPK 3PXP`), easier to type from the screen into an app. */
export function groupInFours(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The QR code's SVG document as an image URL: drawn by the browser as a picture (an <img> never
 * runs what an SVG document may hold), never put into the page as markup.
 */
export function svgDataUrl(svg: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
