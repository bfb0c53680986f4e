/**
 * The carrier's own tracking page for a mailed card, from the carrier the card issuer reports
 * (Stripe Issuing's `shipping.carrier`: dhl, fedex, royal_mail, usps) and the tracking number. Null
 * for a carrier we do not know or without a number: then the number alone is shown.
 */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  dhl: (number) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
  royal_mail: (number) => `https://www.royalmail.com/track-your-item#/tracking-results/${number}`,
};

export function trackingUrlOf(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier.toLowerCase()];
  // A tracking number is letters and digits; anything else is not put in a link.
  return page && /^[A-Za-z0-9]{6,40}$/.test(trackingNumber) ? page(encodeURIComponent(trackingNumber)) : null;
}
