/** How other screens name a facility before this folder's screens load (read eagerly). */
export const recordRepresentation = (r: { facilityName: string }) =>
  r.facilityName;
