/**
 * The knowledge reader through the app (issue 27): an article's sanitised body and the move from
 * an earlier slug to the current one, the search with its highlighted snippet, the articles grouped
 * by collection, and the required reading shown first on a driver's My day and acknowledged there.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { SNIPPET_MARK } from "../../../domain/textSearch";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import type { KnowledgeStore } from "./knowledgeFake";
import {
  buildArticle,
  buildCollection,
  createKnowledgeStore,
  knowledgeCalls,
  knowledgeHandlers,
  requiredRow,
} from "./knowledgeFake";

const LOAD = { timeout: 10_000 };
const { start: S, end: E } = SNIPPET_MARK;
const DRIVER = "a27c0000-0000-4000-8000-0000000000d1";

describe("the knowledge reader", () => {
  const { fake, server, start } = setupFakeServer();
  let store: KnowledgeStore;

  const open = (role: "nurse" | "driver" = "nurse") => {
    const me = signInAs(
      fake.api,
      role,
      role === "driver" ? { driverDetail: { driverId: DRIVER } } : {},
    );
    // Only the knowledge toggles: no discussion, task or notification calls beside the page's.
    fake.api.toggles[FEATURES.knowledgeManagement] = true;
    fake.api.toggles[FEATURES.knowledgeManagementSearch] = true;
    start();
    store = createKnowledgeStore();
    server.use(...knowledgeHandlers(store));
    return me;
  };

  it("shows an article with its body sanitised, and 'I have read this' for unread required reading", async () => {
    const user = userEvent.setup();
    open();
    const driving = buildCollection({ name: "Driving", code: "DRIVING" });
    const article = buildArticle({
      articleCollectionId: driving.articleCollectionId,
      collectionCode: "DRIVING",
      collectionName: "Driving",
      summary: "Before every stretcher trip.",
      tags: ["stretcher"],
      body: '<p>Lock <strong>both</strong> straps.<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
    });
    store.articles.push(article);
    store.required.push(requiredRow(article));
    renderApp("/article/stretcher-securement");

    const view = await screen.findByRole("article", {}, LOAD);
    expect(
      within(view).getByRole("heading", {
        level: 1,
        name: "Stretcher securement",
      }),
    ).toBeInTheDocument();
    expect(within(view).getByRole("link", { name: "Driving" })).toHaveAttribute(
      "href",
      "/articles/collection/DRIVING",
    );
    expect(
      within(view).getByText("Before every stretcher trip."),
    ).toBeVisible();
    const bold = within(view).getByText("both");
    expect(bold.tagName).toBe("STRONG");
    expect(bold.parentElement).toHaveTextContent("Lock both straps.");
    expect(view.querySelector("img, script, [onerror]")).toBeNull();

    await user.click(
      await within(view).findByRole(
        "button",
        { name: "I have read this" },
        LOAD,
      ),
    );
    await waitFor(() =>
      expect(
        knowledgeCalls(
          store,
          "POST",
          `/articles/${article.articleId}/acknowledge`,
        ),
      ).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(view).queryByRole("button", { name: "I have read this" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("replaces an earlier slug's address with the article's current one", async () => {
    open();
    store.articles.push(
      buildArticle({ title: "Riverside check-in", slug: "riverside-check-in" }),
    );
    store.movedSlugs["riverside-checkin"] = "riverside-check-in";
    const app = renderApp("/article/riverside-checkin");
    await waitFor(
      () => expect(app.location().pathname).toBe("/article/riverside-check-in"),
      LOAD,
    );
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Riverside check-in" },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      knowledgeCalls(store, "POST", "/articles/get-by-slug").map((c) => c.body),
    ).toEqual([{ slug: "riverside-checkin" }, { slug: "riverside-check-in" }]);
  });

  it("searches as one types and marks where each result matched", async () => {
    const user = userEvent.setup();
    open();
    store.articles.push(
      buildArticle({
        title: "Stretcher securement",
        snippet: `lock the ${S}stretcher${E} before moving`,
      }),
    );
    renderApp("/knowledgemanagement/search");
    expect(
      await screen.findByText("Type to search the articles.", {}, LOAD),
    ).toBeInTheDocument();
    expect(knowledgeCalls(store, "POST", "/articles/search")).toHaveLength(0);

    await user.type(
      screen.getByRole("searchbox", { name: "Search" }),
      "strecher",
    );
    const results = await screen.findByRole(
      "list",
      { name: "Search results" },
      LOAD,
    );
    expect(
      within(results).getByRole("link", { name: "Stretcher securement" }),
    ).toHaveAttribute("href", "/article/stretcher-securement");
    const mark = within(results).getByText("stretcher");
    expect(mark.tagName).toBe("MARK");
    expect(mark.parentElement).toHaveTextContent(
      "lock the stretcher before moving",
    );
    // One call once typing paused, ranked (no sortBy), published only.
    const searches = knowledgeCalls(store, "POST", "/articles/search");
    expect(searches).toHaveLength(1);
    expect(searches[0].body).toEqual({
      status: "published",
      searchTerm: "strecher",
      pageNumber: 1,
      pageSize: 10,
      sortDescending: false,
    });
  });

  it("lists the published articles grouped by collection, in each collection's order", async () => {
    open();
    const driving = buildCollection({ name: "Driving", code: "DRIVING" });
    const facilities = buildCollection({ name: "Facilities", code: "FAC" });
    store.collections.push(facilities, driving);
    const inCollection = (c: typeof driving, title: string, position: number) =>
      buildArticle({
        title,
        slug: title.toLowerCase().replace(/ /g, "-"),
        articleCollectionId: c.articleCollectionId,
        collectionCode: c.code,
        collectionName: c.name,
        collectionPosition: position,
      });
    store.articles.push(
      inCollection(facilities, "Riverside check-in", 0),
      inCollection(driving, "Wheelchair tie-downs", 1),
      inCollection(driving, "Stretcher securement", 0),
    );
    renderApp("/articles");
    const sections = await screen.findAllByRole("region", {}, LOAD);
    const named = sections.filter((s) =>
      ["Driving", "Facilities"].includes(s.getAttribute("aria-label") ?? ""),
    );
    expect(named.map((s) => s.getAttribute("aria-label"))).toEqual([
      "Driving",
      "Facilities",
    ]);
    expect(
      within(named[0])
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Driving", "Stretcher securement", "Wheelchair tie-downs"]);
    expect(
      knowledgeCalls(store, "POST", "/articles/search")[0].body,
    ).toMatchObject({
      status: "published",
      sortBy: "collectionPosition",
      sortDescending: false,
    });
  });

  it("shows a driver's unread required reading first on My day and acknowledges it there", async () => {
    const user = userEvent.setup();
    open("driver");
    server.use(
      ...driverStatusHandlers(fake.api, { online: [] }),
      http.post("/api/manifests/day", () =>
        HttpResponse.json({
          code: 200,
          message: "OK",
          data: {
            driverId: DRIVER,
            serviceDate: "2026-03-18",
            manifest: null,
            items: [],
            changes: [],
            changedSinceAcknowledged: false,
          },
        }),
      ),
    );
    const stretcher = buildArticle();
    const read = buildArticle({
      title: "Infection control",
      slug: "infection-control",
    });
    store.required.push(requiredRow(stretcher), requiredRow(read, true));
    renderApp("/");
    const day = await screen.findByRole("region", { name: "My day" }, LOAD);
    const reading = await within(day).findByRole(
      "region",
      { name: "Required reading" },
      LOAD,
    );
    // First in My day: before the day's own state.
    expect(
      reading.compareDocumentPosition(
        await within(day).findByText(
          "Dispatch has not published this day yet.",
        ),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Only what is still unread.
    expect(within(reading).getAllByRole("listitem")).toHaveLength(1);
    expect(
      within(reading).getByRole("link", { name: "Stretcher securement" }),
    ).toHaveAttribute("href", "/article/stretcher-securement");

    await user.click(
      within(reading).getByRole("button", {
        name: "Acknowledge Stretcher securement",
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: "Required reading" }),
      ).not.toBeInTheDocument(),
    );
    expect(
      knowledgeCalls(
        store,
        "POST",
        `/articles/${stretcher.articleId}/acknowledge`,
      ),
    ).toHaveLength(1);
    expect(
      await screen.findByText("Thank you: marked as read."),
    ).toBeInTheDocument();
  });
});
