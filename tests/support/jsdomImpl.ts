/**
 * jsdom's implementation object behind a DOM wrapper (document, an element), for the test set-up's
 * patches of jsdom internals (./jsdomLabelControl.ts, ./jsdomStyleRules.ts). jsdom keeps it under a
 * symbol it does not export.
 */
export function jsdomImpl<T extends object>(wrapper: object): T {
  const implSymbol = Object.getOwnPropertySymbols(wrapper).find(
    (symbol) => symbol.description === "impl",
  );
  if (!implSymbol)
    throw new Error("jsdom's implementation symbol was not found");
  return (wrapper as Record<symbol, T>)[implSymbol];
}
