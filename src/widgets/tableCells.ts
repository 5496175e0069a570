/** Cell styles the lists share: numbers, dates and codes read on one line, never broken mid-value. */
export const NO_WRAP = () => ({ whiteSpace: "nowrap" }) as const;
