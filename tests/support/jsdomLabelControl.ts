/**
 * jsdom 26's `HTMLLabelElement.control` finds a `for` label's element by walking the whole document,
 * and every accessible-name look-up (getByRole, getByLabelText) asks it of every label for every
 * field: on the booking form that was a third of a test's time. jsdom 31 finds the element through the
 * document's id map instead, but needs Node 22; this backports that one change to the test
 * environment. The answer is the same: the element with that id if it is labelable, else null (a label
 * without `for`, or outside a document, still takes jsdom's own path).
 */
import { createRequire } from "node:module";
import { jsdomImpl } from "./jsdomImpl";

interface NodeImpl {
  nodeType: number;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl;
  getElementById(id: string): NodeImpl | null;
}

const require = createRequire(import.meta.url);
const { isLabelable } =
  require("jsdom/lib/jsdom/living/helpers/form-controls.js") as {
    isLabelable(node: NodeImpl): boolean;
  };

const DOCUMENT_NODE = 9;
const labelImpl = jsdomImpl<object>(document.createElement("label"));
const proto = Object.getPrototypeOf(labelImpl) as object;
const ownControl = Object.getOwnPropertyDescriptor(proto, "control")?.get;
if (!ownControl)
  throw new Error("jsdom's HTMLLabelElement has no control getter");

Object.defineProperty(proto, "control", {
  configurable: true,
  get(this: NodeImpl): NodeImpl | null {
    const id = this.getAttributeNS(null, "for");
    const root = id ? this.getRootNode({}) : null;
    if (!id || !root || root.nodeType !== DOCUMENT_NODE)
      return ownControl.call(this) as NodeImpl | null;
    const element = root.getElementById(id);
    return element && isLabelable(element) ? element : null;
  },
});
