/**
 * jsdom answers getComputedStyle (which testing-library's getByRole asks of every candidate and its
 * ancestors, to leave hidden elements out) by matching the element against every style rule in the
 * document. MUI's emotion styles put a few thousand rules there, more than the 1,000 compiled selectors
 * nwsapi keeps, so its cache misses on every rule and each match compiles again: most of a form test's
 * time went there. This skips the rules that cannot match: a rule whose rightmost part requires a class
 * the element lacks (`.css-1x2y3 .MuiInputBase-input`) is passed over without asking nwsapi. Every
 * other rule (no class in its rightmost part, or brackets, functions, quotes or escapes that this
 * reading does not parse) still goes to nwsapi, so a rule that matches is never lost.
 */
import { jsdomImpl } from "./jsdomImpl";

interface Matcher {
  match(selector: string, element: Element): boolean;
}

const documentImpl = jsdomImpl<{ _nwsapiDontThrow?: Matcher }>(document);
// jsdom creates its non-throwing matcher on the first style look-up.
getComputedStyle(document.documentElement);
const engine = documentImpl._nwsapiDontThrow;
if (!engine) throw new Error("jsdom's style-rule matcher was not found");

/**
 * For each selector of the list, the classes its rightmost compound requires; null when some selector
 * requires none, or when the text holds syntax this reading leaves to nwsapi.
 */
function requiredClasses(selectorText: string): string[][] | null {
  if (/[[\]()"'\\]/.test(selectorText)) return null;
  const lists: string[][] = [];
  for (const selector of selectorText.split(",")) {
    const compounds = selector.trim().split(/\s*[\s>+~]\s*/);
    const rightmost = compounds[compounds.length - 1] ?? "";
    const classes = [...rightmost.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
    if (!classes.length) return null;
    lists.push(classes);
  }
  return lists;
}

const parsed = new Map<string, string[][] | null>();
/** Each element's classes, read again only when its class attribute has changed. */
const classSets = new WeakMap<Element, { text: string; names: Set<string> }>();

function classesOf(element: Element): Set<string> {
  const text = element.getAttribute("class") ?? "";
  let known = classSets.get(element);
  if (known?.text !== text) {
    known = { text, names: new Set(text.split(/\s+/)) };
    classSets.set(element, known);
  }
  return known.names;
}

const match = engine.match.bind(engine);
engine.match = (selector: string, element: Element): boolean => {
  if (typeof selector !== "string") return match(selector, element);
  let lists = parsed.get(selector);
  if (lists === undefined) {
    lists = requiredClasses(selector);
    parsed.set(selector, lists);
  }
  if (lists) {
    const own = classesOf(element);
    if (!lists.some((classes) => classes.every((name) => own.has(name))))
      return false;
  }
  return match(selector, element);
};
