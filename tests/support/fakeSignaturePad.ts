/**
 * A stand-in for signature_pad in component tests: jsdom has no canvas to draw on. The test "signs"
 * with `FakeSignaturePad.all.at(-1)!.draw()`. Mount it with
 * `vi.mock("signature_pad", () => import("../../support/fakeSignaturePad"))`.
 */
export default class FakeSignaturePad {
  static all: FakeSignaturePad[] = [];
  private listeners = new Set<() => void>();
  empty = true;
  constructor() {
    FakeSignaturePad.all.push(this);
  }
  addEventListener(_type: string, listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: string, listener: () => void) {
    this.listeners.delete(listener);
  }
  clear() {
    this.empty = true;
  }
  isEmpty() {
    return this.empty;
  }
  toDataURL() {
    return "data:image/png;base64,iVBORw0KGgo=";
  }
  toData() {
    return [];
  }
  fromData() {}
  on() {}
  off() {}
  /** A finished stroke, as the pad reports it. */
  draw() {
    this.empty = false;
    this.listeners.forEach((l) => l());
  }
}
