/**
 * The trip a signed-in payer started paying from the trip page, kept in this tab (sessionStorage
 * survives the provider's redirect) so /checkout/success can link back to it. The public checkout
 * view names no trip on purpose: only a tab that already showed the trip knows it.
 */
const KEY = "checkout.payingTrip";

interface PayingTrip {
  token: string;
  tripId: string;
}

/** The checkout token is the link's last path segment (/checkout/<token>). */
const tokenOf = (checkoutUrl: string) =>
  new URL(checkoutUrl, "http://x").pathname.split("/").pop() ?? "";

export function rememberPayingTrip(checkoutUrl: string, tripId: string): void {
  const entry: PayingTrip = { token: tokenOf(checkoutUrl), tripId };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Storage refused (private mode, quota): the success page then links to the trips list.
  }
}

/** The trip paid through this token in this tab, or null. */
export function payingTripOf(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const entry = JSON.parse(
      sessionStorage.getItem(KEY) ?? "null",
    ) as PayingTrip | null;
    return entry?.token === token ? entry.tripId : null;
  } catch {
    return null;
  }
}
