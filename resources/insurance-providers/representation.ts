/** How other screens name an insurance provider before this folder's screens load (read eagerly). */
export const recordRepresentation = (r: { name: string }) => r.name;
