/** How other screens name an invoice before this folder's screens load (read eagerly). */
export const recordRepresentation = (r: { invoiceNumber: string }) =>
  r.invoiceNumber;
