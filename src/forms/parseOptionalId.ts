/** An empty choice in a select means "none", which the schemas spell null. */
export const parseOptionalId = (id: unknown): string | null =>
  typeof id === "string" && id !== "" ? id : null;
