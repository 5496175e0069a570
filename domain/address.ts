/** One-line postal addresses, shared by the screens and the server's CSV exports. */

/** The flat address columns of facilities and insurance providers. */
export interface AddressParts {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

/** "12 Elm St, Apt 2, Dublin, OH 43017": the parts present, in postal order. */
export function formatAddress(parts: AddressParts | null | undefined): string {
  if (!parts) return "";
  const region = [parts.state, parts.postalCode].filter(Boolean).join(" ");
  return [parts.addressLine1, parts.addressLine2, parts.city, region]
    .filter(Boolean)
    .join(", ");
}

/** A labelled address of a patient, whose street lines are named line1 and line2. */
export interface LineAddress {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

/** The same one line for an address whose street lines are line1/line2 (patients). */
export const formatLineAddress = ({ line1, line2, ...rest }: LineAddress) =>
  formatAddress({ addressLine1: line1, addressLine2: line2, ...rest });
