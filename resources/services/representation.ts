/** How other screens name a service organisation before this folder's screens load (read eagerly). */
export const recordRepresentation = (record: { name?: string }) =>
  record.name ?? "";
