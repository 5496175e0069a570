/**
 * Filling a page's path (issue 23): links to custom pages read the path from the declaration and
 * fill its parameters here, typed from the path itself. Re-exported by ./defineModule.ts.
 */
const segment = (id: string | number) => encodeURIComponent(String(id));

/** The parameter names of a route path: "/checkout/:paymentId" → "paymentId" ("name?" when optional). */
export type PathParams<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParams<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;

/** The parameters a path cannot do without. */
export type RequiredPathParams<P extends string> = Exclude<
  PathParams<P>,
  `${string}?`
>;

/** The optional ones (":statusFilter?"), without their "?". */
export type OptionalPathParams<P extends string> =
  PathParams<P> extends infer Name
    ? Name extends `${infer Bare}?`
      ? Bare
      : never
    : never;

/** What pagePath() takes for a path: every required parameter, any optional one. */
export type PagePathParams<P extends string> = Readonly<
  Record<RequiredPathParams<P>, string | number> &
    Partial<Record<OptionalPathParams<P>, string | number>>
>;

/**
 * A page's path with its parameters filled in: pagePath("/checkout/:paymentId", {paymentId}). An
 * optional parameter (react-router's ":statusFilter?") left out drops its segment:
 * pagePath("/workspace/:workspaceId/:statusFilter?", {workspaceId: 7}) → "/workspace/7".
 */
export function pagePath<P extends string>(
  path: P,
  params: PagePathParams<P>,
): string {
  const values: Readonly<Record<string, string | number | undefined>> = params;
  return path.replace(
    /\/:([A-Za-z0-9_]+)(\?)?/g,
    (_, name: string, optional: string | undefined) => {
      const value = values[name];
      if (value === undefined || value === "") {
        if (optional) return "";
        throw new Error(`${path}: no value for ${name}`);
      }
      return `/${segment(value)}`;
    },
  );
}
