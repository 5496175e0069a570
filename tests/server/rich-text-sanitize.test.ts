import { describe, expect, it } from "vitest";
import {
  mentionsIn,
  richTextToPlain,
  sanitizeRichText,
} from "../../server/richText/sanitize";
import { richTextSchema } from "../../server/richText/schema";
import { isRichTextEmpty, mentionHtml } from "../../domain/richText";
import { MARK, XSS } from "../e2e/support/xssPayloads";

const ANN = "0b6f1a9e-6f0c-4f7e-9a55-0d3f2b1c8e11";
const WS = "5d2c7b1a-3e4f-4a6b-8c9d-0e1f2a3b4c5d";
const annMention = mentionHtml({ id: ANN, label: "Ann Lee", kind: "user" });

/** Nothing executable may survive: no script element, no handler, no javascript:/data: URL in a tag. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<img|<style|<object|<embed/i);
  // Inside a tag only: the same words as text are harmless (they are escaped).
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*(javascript:|data:|vbscript:)/i);
  expect(html).not.toMatch(/<[^>]*style=/i);
}

describe("sanitizeRichText: the stored-XSS payloads", () => {
  it.each(Object.entries(XSS))("%s is made inert", (_name, payload) => {
    const out = sanitizeRichText(`<p>Before ${payload} after</p>`);
    expectInert(out);
    expect(out).toContain("Before");
  });

  it.each([
    ["script with its content", `<script>alert('${MARK}')</script>hi`, "hi"],
    ["uppercase script", `<SCRIPT SRC=//x.example/x.js></SCRIPT>hi`, "hi"],
    ["style element", `<style>body{display:none}</style>hi`, "hi"],
    [
      "noscript",
      `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>hi`,
      "hi",
    ],
    [
      "iframe srcdoc",
      `<iframe srcdoc="<script>alert(1)</script>"></iframe>hi`,
      "hi",
    ],
    ["svg with script", `<svg><script>alert(1)</script></svg>hi`, "hi"],
    [
      "math mutation",
      `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
      "",
    ],
    ["template", `<template><img src=x onerror=alert(1)></template>hi`, "hi"],
    ["object data", `<object data="javascript:alert(1)"></object>hi`, "hi"],
    ["embed", `<embed src="data:text/html,<script>alert(1)</script>">hi`, "hi"],
    [
      "form action",
      `<form action="javascript:alert(1)"><button>hi</button></form>`,
      "hi",
    ],
    [
      "meta refresh",
      `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">hi`,
      "hi",
    ],
    [
      "event handler on an allowed tag",
      `<p onclick="alert(1)">hi</p>`,
      "<p>hi</p>",
    ],
    [
      "style attribute",
      `<strong style="background:url(javascript:alert(1))">hi</strong>`,
      "<strong>hi</strong>",
    ],
    ["unclosed comment", `hi<!--<img src=x onerror=alert(1)>`, "hi"],
    [
      "textarea breakout",
      `<textarea></textarea/><img src=x onerror=alert(1)>`,
      "",
    ],
  ])("%s", (_name, payload, kept) => {
    const out = sanitizeRichText(payload);
    expectInert(out);
    expect(out).toContain(kept);
    expect(out).not.toContain("alert");
  });

  it("keeps escaped text escaped: an entity never becomes a tag", () => {
    const out = sanitizeRichText(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
    expect(out).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});

describe("sanitizeRichText: links", () => {
  it("keeps http, https and mailto links, forcing rel and target", () => {
    for (const href of [
      "https://example.com/a?b=1&c=2",
      "http://example.com",
      "mailto:ann@example.com",
    ]) {
      const out = sanitizeRichText(
        `<a href="${href}" target="_self" rel="opener">x</a>`,
      );
      expect(out).toContain(`rel="noopener noreferrer nofollow"`);
      expect(out).toContain(`target="_blank"`);
      expect(out).toContain(">x</a>");
      expect(out).not.toContain("_self");
    }
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java&#x09;script:alert(1)",
    "&#106;avascript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "ftp://example.com/file",
    "//evil.example/x",
    "/relative/path",
    "https:evil.example",
  ])("drops the link %s and keeps its text", (href) => {
    const out = sanitizeRichText(`<p><a href="${href}">click me</a></p>`);
    expect(out).toBe("<p>click me</p>");
  });

  it("drops an anchor without href and attributes it may not have", () => {
    expect(sanitizeRichText(`<a name="x" onclick="y">t</a>`)).toBe("t");
    expect(
      sanitizeRichText(
        `<a href="https://a.example" ping="https://b.example" download>t</a>`,
      ),
    ).toBe(
      `<a href="https://a.example" rel="noopener noreferrer nofollow" target="_blank">t</a>`,
    );
  });
});

describe("sanitizeRichText: the allowed subset", () => {
  it("keeps paragraphs, emphasis, lists and line breaks unchanged", () => {
    const html =
      "<p>One <strong>two</strong> <em>three</em> <b>four</b> <i>five</i><br />six</p>" +
      "<ul><li><p>a</p></li><li>b</li></ul><ol><li>c</li></ol>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops other tags but keeps their text", () => {
    expect(
      sanitizeRichText("<h1>Title</h1> <div><u>under</u> <code>x</code></div>"),
    ).toBe("Title under x");
  });

  it("drops classes and ids on allowed tags", () => {
    expect(sanitizeRichText(`<p class="x" id="y" title="z">t</p>`)).toBe(
      "<p>t</p>",
    );
  });
});

describe("sanitizeRichText: mentions", () => {
  it("keeps the mention markup as the editor writes it", () => {
    const out = sanitizeRichText(`<p>Hi ${annMention}</p>`);
    expect(out).toBe(`<p>Hi ${annMention}</p>`);
  });

  it("normalises a mention: its class, its text, a missing kind is a user", () => {
    const out = sanitizeRichText(
      `<span data-type="mention" class="mention evil" data-id="${ANN}" data-label="Ann Lee" data-mention-suggestion-char="@" onclick="x">@Someone else</span>`,
    );
    expect(out).toBe(annMention);
  });

  it("unwraps spans that are not well-formed mentions", () => {
    expect(sanitizeRichText(`<span class="mention">x</span>`)).toBe("x");
    expect(
      sanitizeRichText(
        `<span data-type="mention" data-id="a&quot; onmouseover=&quot;x" data-label="A">@A</span>`,
      ),
    ).toBe("@A");
    expect(
      sanitizeRichText(
        `<span data-type="mention" data-kind="admin" data-id="${ANN}">@A</span>`,
      ),
    ).toBe("@A");
    expect(sanitizeRichText(`<span style="color:red">red</span>`)).toBe("red");
  });

  it("closes the tags after an unwrapped span or link as they were written", () => {
    // sanitize-html kept the unwrapped element's name for the next closing tag at its depth: the
    // <b> after it closed as </rich-text-unwrap> and stayed open over the rest of the text.
    expect(
      sanitizeRichText(`<p><span>plain</span> <b>bold</b> after</p>`),
    ).toBe("<p>plain <b>bold</b> after</p>");
    expect(
      sanitizeRichText(
        `<p><a href="javascript:alert(1)">t</a> <em>x</em></p><p><strong>y</strong></p>`,
      ),
    ).toBe("<p>t <em>x</em></p><p><strong>y</strong></p>");
  });

  it("escapes a label carrying markup", () => {
    const out = sanitizeRichText(
      `<span data-type="mention" data-kind="user" data-id="${ANN}" data-label="&lt;img src=x onerror=alert(1)&gt;">@x</span>`,
    );
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;img");
  });
});

describe("richTextToPlain", () => {
  it("strips paragraph tags (spec §5) and writes a mention as @Name", () => {
    expect(
      richTextToPlain(
        `<p>Hi ${annMention}, the patient moved to room 412.</p>`,
      ),
    ).toBe("Hi @Ann Lee, the patient moved to room 412.");
  });

  it("turns paragraphs, line breaks and list items into lines", () => {
    expect(
      richTextToPlain(
        "<p>One</p><p>Two<br>Three</p><ul><li><p>a</p></li><li>b</li></ul>",
      ),
    ).toBe("One\nTwo\nThree\n- a\n- b");
  });

  it("keeps characters as text, and drops scripts", () => {
    expect(
      richTextToPlain(
        `<p>5 &lt; 6 &amp; "q" <a href="https://x.example">link</a></p><script>alert(1)</script>`,
      ),
    ).toBe(`5 < 6 & "q" link`);
  });
});

describe("mentionsIn", () => {
  it("answers the mentioned users and workspaces, each once", () => {
    const ws = mentionHtml({ id: WS, label: "Night shift", kind: "workspace" });
    const html = `<p>${annMention} and ${ws}, again ${annMention}</p>`;
    expect(mentionsIn(html)).toEqual({ userIds: [ANN], workspaceIds: [WS] });
  });

  it("answers none for plain text, malformed spans and spans inside dropped content", () => {
    expect(mentionsIn("<p>Hi @Ann</p>")).toEqual({
      userIds: [],
      workspaceIds: [],
    });
    expect(
      mentionsIn(
        `<span data-id="${ANN}">x</span><svg><span data-type="mention" data-id="${ANN}"></span></svg>`,
      ),
    ).toEqual({ userIds: [], workspaceIds: [] });
  });
});

describe("richTextSchema", () => {
  it("sanitises on parse", () => {
    const schema = richTextSchema(1000);
    expect(schema.parse(`<p onclick="x">Hi<script>alert(1)</script></p>`)).toBe(
      "<p>Hi</p>",
    );
  });

  it("refuses text over the limit, and an empty editor when required", () => {
    expect(richTextSchema(10).safeParse("<p>".padEnd(20, "x")).success).toBe(
      false,
    );
    const required = richTextSchema(1000, { required: true });
    expect(required.safeParse("<p></p>").success).toBe(false);
    expect(required.safeParse("<p><script>x</script></p>").success).toBe(false);
    expect(required.safeParse(`<p>${annMention}</p>`).success).toBe(true);
  });

  it("isRichTextEmpty sees blank paragraphs as empty", () => {
    expect(isRichTextEmpty("<p></p><p> &nbsp;</p>")).toBe(true);
    expect(isRichTextEmpty("<p>x</p>")).toBe(false);
  });
});
