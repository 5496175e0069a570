/** Durations in milliseconds and the insert batch size, shared by the demo seed's files. */
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
/** Rows per insert: large batches keep the seed within a few seconds on PGlite. */
export const BATCH = 500;
