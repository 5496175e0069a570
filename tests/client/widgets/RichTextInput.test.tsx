import type { Editor } from "@tiptap/core";
import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { mentionHtml, type MentionItem } from "../../../domain/richText";
import { LazyRichTextInput } from "../../../src/widgets/richText/LazyRichTextInput";
import { RichTextInput } from "../../../src/widgets/richText/RichTextInput";
import { RichTextView } from "../../../src/widgets/richText/RichTextView";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const DRIVER: MentionItem = {
  id: "0b6f1a9e-6f0c-4f7e-9a55-0d3f2b1c8e11",
  label: "Dan Driver",
  kind: "user",
};
const WORKSPACE: MentionItem = {
  id: "5d2c7b1a-3e4f-4a6b-8c9d-0e1f2a3b4c5d",
  label: "Night shift",
  kind: "workspace",
};

/**
 * jsdom lays nothing out: ProseMirror asks for coordinates when it scrolls to the selection and on
 * mouse down. Empty rectangles are enough for it (nothing here depends on positions).
 */
beforeAll(() => {
  const rects = () => {
    const list = [] as unknown as DOMRectList;
    return Object.assign(list, { item: () => null });
  };
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= rect;
  Element.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
});

/** The form's current value, as the page would submit it, and whether the form counts as changed. */
function Value() {
  const body = useWatch({ name: "body" }) as string;
  const { dirtyFields } = useFormState();
  return (
    <>
      <output data-testid="value">{body}</output>
      <output data-testid="dirty">{Object.keys(dirtyFields).join(",")}</output>
    </>
  );
}

function ResetButton() {
  const { reset } = useFormContext();
  return (
    <button
      type="button"
      onClick={() => reset({ body: "<p>From the server</p>" })}
    >
      Reset
    </button>
  );
}

function renderEditor(
  loadMentions?: (query: string) => Promise<MentionItem[]>,
  body = "",
) {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <Form onSubmit={onSubmit} defaultValues={{ body }}>
      <RichTextInput
        source="body"
        label="Message"
        loadMentions={loadMentions}
      />
      <Value />
      <ResetButton />
      <button type="submit">Send</button>
    </Form>,
  );
  return { onSubmit };
}

const value = () => screen.getByTestId("value").textContent ?? "";
const editorBox = () => screen.getByRole("textbox", { name: "Message" });

/**
 * Text entry. ProseMirror reads typing from DOM mutations, and user-event's typing into a
 * contenteditable loses characters in jsdom once ProseMirror redraws the text node; so text goes in
 * through the editor's own command (TipTap keeps the editor on its element), as a keystroke's
 * transaction would. Clicks, shortcuts and suggestion keys below are real events.
 */
function typeText(text: string) {
  const { editor } = editorBox() as unknown as { editor: Editor };
  act(() => {
    editor.commands.insertContent(text);
  });
}

describe("RichTextInput", () => {
  it("shows a labelled editor and a labelled toolbar", async () => {
    renderEditor(undefined, "<p>Hello <strong>there</strong></p>");
    expect(editorBox()).toHaveTextContent("Hello there");
    const toolbar = screen.getByRole("toolbar", { name: "Text formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Link",
    ])
      expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
  });

  it("writes what is typed to the form as HTML", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(editorBox());
    typeText("Room 412");
    await waitFor(() => expect(value()).toBe("<p>Room 412</p>"));
  });

  it("makes the selection bold from the toolbar, and says so", async () => {
    const user = userEvent.setup();
    renderEditor(undefined, "<p>urgent</p>");
    await user.click(editorBox());
    await user.keyboard("{Control>}a{/Control}");
    const bold = screen.getByRole("button", { name: "Bold" });
    await user.click(bold);
    await waitFor(() => expect(value()).toBe("<p><strong>urgent</strong></p>"));
    expect(bold).toHaveAttribute("aria-pressed", "true");
  });

  it("links the selection to an https address, and refuses a javascript: one", async () => {
    const user = userEvent.setup();
    renderEditor(undefined, "<p>map</p>");
    await user.click(editorBox());
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Link" }));
    const address = await screen.findByLabelText("Link address");
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(
      await screen.findByText("Use an http, https or mailto link."),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, "https://maps.example/412");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(value()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://maps.example/412">map</a></p>',
      ),
    );
  });

  it("offers mentions after @ and writes the chosen one in the shared markup", async () => {
    const user = userEvent.setup();
    const loadMentions = vi.fn(async (query: string) =>
      [DRIVER, WORKSPACE].filter((m) =>
        m.label.toLowerCase().includes(query.toLowerCase()),
      ),
    );
    renderEditor(loadMentions);
    await user.click(editorBox());
    typeText("Hi @da");
    const list = await screen.findByRole("listbox", {
      name: "People and workspaces to mention",
    });
    expect(loadMentions).toHaveBeenLastCalledWith("da");
    const option = within(list).getByRole("option", { name: "Dan Driver" });
    fireEvent.mouseDown(option);
    await waitFor(() =>
      expect(value()).toBe(
        `<p>Hi <span data-type="mention" class="mention" data-id="${DRIVER.id}" data-label="Dan Driver" data-kind="user">@Dan Driver</span> </p>`,
      ),
    );
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("chooses a mention with the keyboard", async () => {
    const user = userEvent.setup();
    renderEditor(async () => [DRIVER, WORKSPACE]);
    await user.click(editorBox());
    await user.keyboard("@");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(value()).toContain(`data-id="${WORKSPACE.id}"`));
    expect(value()).toContain('data-kind="workspace"');
  });

  it("leaves a loaded value and the form untouched until the user edits (no unsaved-changes warning)", async () => {
    // The editor writes a list item's text inside a <p>: its own HTML for the stored value must not
    // reach the form as a change (it did, as the editor became editable, on every article's page).
    // It did whenever the editor's editable state was set again: on the page, when a lazy part of
    // the form suspended and showed it again; here, when the input is disabled and enabled again.
    const stored = "<ul><li>Check the floor mount</li></ul>";
    function Toggling() {
      const [disabled, setDisabled] = useState(false);
      return (
        <Form defaultValues={{ body: stored }}>
          <RichTextInput source="body" label="Message" disabled={disabled} />
          <button type="button" onClick={() => setDisabled((d) => !d)}>
            Lock
          </button>
          <Value />
        </Form>
      );
    }
    const user = userEvent.setup();
    renderWithAdmin(<Toggling />);
    expect(editorBox()).toHaveTextContent("Check the floor mount");
    await user.click(screen.getByRole("button", { name: "Lock" }));
    await user.click(screen.getByRole("button", { name: "Lock" }));
    await waitFor(() =>
      expect(editorBox()).toHaveAttribute("contenteditable", "true"),
    );
    expect(value()).toBe(stored);
    expect(screen.getByTestId("dirty")).toHaveTextContent("");
    typeText("Now ");
    await waitFor(() =>
      expect(screen.getByTestId("dirty")).toHaveTextContent("body"),
    );
  });

  it("shows a value set from outside (a form reset)", async () => {
    const user = userEvent.setup();
    renderEditor(undefined, "<p>old</p>");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() =>
      expect(editorBox()).toHaveTextContent("From the server"),
    );
  });

  it("loads lazily behind LazyRichTextInput", async () => {
    renderWithAdmin(
      <Form defaultValues={{ body: "<p>lazy</p>" }}>
        <LazyRichTextInput source="body" label="Message" />
      </Form>,
    );
    expect(
      await screen.findByRole("textbox", { name: "Message" }),
    ).toHaveTextContent("lazy");
  });
});

describe("RichTextView", () => {
  it("draws the allowed subset, mentions and links, and drops the rest", () => {
    const mention = mentionHtml(DRIVER);
    const { container } = renderWithAdmin(
      <RichTextView
        html={`<p>Hi ${mention} <a href="https://x.example">map</a> <a href="javascript:alert(1)">bad</a></p><img src=x onerror="alert(1)"><script>alert(2)</script><p onclick="x" style="color:red">end</p>`}
      />,
    );
    expect(screen.getByText("@Dan Driver")).toHaveClass("mention");
    const link = screen.getByRole("link", { name: "map" });
    expect(link).toHaveAttribute("href", "https://x.example");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText("bad")).not.toHaveAttribute("href");
    expect(
      container.querySelector("img, script, [onclick], p[style]"),
    ).toBeNull();
    expect(screen.getByText("end")).toBeInTheDocument();
  });
});
