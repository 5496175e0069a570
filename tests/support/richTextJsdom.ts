/**
 * The rich-text editor in jsdom (see tests/client/widgets/RichTextInput.test.tsx): ProseMirror asks
 * for layout that jsdom lacks (empty rectangles do), and typing into a contenteditable loses
 * characters once ProseMirror redraws, so text goes in through the editor's own command.
 */
import type { Editor } from "@tiptap/core";
import { act } from "@testing-library/react";

export function stubEditorLayout(): void {
  const rects = () => {
    const list = [] as unknown as DOMRectList;
    return Object.assign(list, { item: () => null });
  };
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= rect;
  Element.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
}

/** Writes text into a TipTap editor element (the textbox), as a keystroke's transaction would. */
export function typeInEditor(box: HTMLElement, text: string): void {
  const { editor } = box as unknown as { editor: Editor };
  act(() => {
    editor.commands.focus();
    editor.commands.insertContent(text);
  });
}
