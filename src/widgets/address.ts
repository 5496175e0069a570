/** The one-line address formatters live in domain/ (the server's CSV exports use them too). */
export type { AddressParts, LineAddress } from "../../domain/address";
export { formatAddress, formatLineAddress } from "../../domain/address";
