/**
 * The knowledge administration pages through the app (issue 27): the articles list's filters, the
 * create form's body and a taken address under its field (409), the word diff between two
 * revisions and a restore, and a collection's order saved after moving an article with its buttons.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { adminArticlesModule } from "../../../domain/modules/adminArticles";
import { pagePath } from "../../../domain/modules/pagePath";
import { ARTICLE_MESSAGES } from "../../../domain/schemas/article";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { stubEditorLayout } from "../../support/richTextJsdom";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { KnowledgeStore } from "./knowledgeAdminFake";
import {
  buildArticle,
  buildCollection,
  buildRevision,
  callsTo,
  createKnowledgeStore,
  knowledgeHandlers,
  uuid,
} from "./knowledgeAdminFake";

const LOAD = { timeout: 10_000 };
const pages = adminArticlesModule.pages;

describe("knowledge administration", () => {
  const { fake, server, start } = setupFakeServer();
  let store: KnowledgeStore;
  beforeAll(() => stubEditorLayout());

  const open = (url: string) => {
    signInAs(fake.api, "systemadmin");
    enableAllFeatures(fake.api);
    start();
    server.use(...knowledgeHandlers(store));
    return renderApp(url);
  };

  it("lists every article and filters by title on the server", async () => {
    store = createKnowledgeStore();
    store.articles = [
      buildArticle(1, { title: "Stretcher securement", status: "draft" }),
      buildArticle(2, {
        title: "Dialysis patients",
        audience: ["driver"],
        requiredForRoles: ["driver"],
      }),
    ];
    const user = userEvent.setup();
    open(pages.list.path);
    const row = (
      await screen.findByText("Stretcher securement", {}, LOAD)
    ).closest("tr")!;
    expect(within(row).getByText("Draft")).toBeInTheDocument();
    expect(within(row).getByText("Everyone")).toBeInTheDocument();
    const other = screen.getByText("Dialysis patients").closest("tr")!;
    expect(within(other).getAllByText("Driver")).toHaveLength(2);
    await user.type(screen.getByRole("textbox", { name: "Title" }), "stretch");
    await waitFor(() =>
      expect(callsTo(store, "POST", "/articles/search").at(-1)?.body).toEqual(
        expect.objectContaining({
          title: "stretch",
          sortBy: "updatedAt",
          sortDescending: true,
        }),
      ),
    );
  });

  it("creates an article: the body it posts, a taken address under its field, then its manage page", async () => {
    store = createKnowledgeStore();
    store.refuse.set("POST /articles", [
      409,
      ARTICLE_MESSAGES.slugTaken,
      [{ field: "slug", message: ARTICLE_MESSAGES.slugTaken }],
    ]);
    const user = userEvent.setup();
    const app = open(pages.create.path);
    // Pasted, not typed: each keystroke redraws the whole form, slow on CI.
    await user.click(
      await screen.findByRole("textbox", { name: /^Title/ }, LOAD),
    );
    await user.paste("Stretcher securement");
    const slug = screen.getByRole("textbox", { name: /Address/ });
    expect(slug).toHaveAttribute("placeholder", "stretcher-securement");
    await user.click(slug);
    await user.paste("Stretcher");
    await user.click(screen.getByRole("checkbox", { name: "Stretcher" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(ARTICLE_MESSAGES.slugTaken),
    );
    expect(callsTo(store, "POST", "/articles")[0]?.body).toEqual({
      title: "Stretcher securement",
      slug: "stretcher",
      summary: "",
      body: "",
      articleCollectionId: null,
      tags: [],
      audience: [],
      status: "draft",
      requiredForRoles: [],
      conditions: {
        equipment: ["stretcher"],
        bookingTypes: [],
        tripPurposes: [],
        facilityIds: [],
      },
    });

    // An empty address is derived by the server: it is not sent.
    store.refuse.clear();
    await user.clear(slug);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Article created.", {}, LOAD),
    ).toBeInTheDocument();
    expect(callsTo(store, "POST", "/articles")[1]?.body).not.toHaveProperty(
      "slug",
    );
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        pagePath(pages.manage.path, { articleId: uuid(100) }),
      ),
    );
  });

  it("marks the inserted and the deleted words between two revisions, and restores one", async () => {
    store = createKnowledgeStore();
    const article = buildArticle(1, { body: "<p>the quick brown fox</p>" });
    store.articles = [article];
    store.revisions = [
      buildRevision(article, 2, { body: "<p>the slow brown fox</p>" }),
      buildRevision(article, 1, { body: "<p>the slow red fox</p>" }),
    ];
    const user = userEvent.setup();
    open(pagePath(pages.manage.path, { articleId: article.articleId }));
    // By default the newest revision against the current text.
    const body = await screen.findByTestId("diff-body", {}, LOAD);
    expect(body.querySelector("del")).toHaveTextContent("removed: slow");
    expect(body.querySelector("ins")).toHaveTextContent("added: quick");

    await user.click(screen.getByRole("combobox", { name: "Compare" }));
    await user.click(await screen.findByRole("option", { name: "Revision 1" }));
    await user.click(screen.getByRole("combobox", { name: "with" }));
    await user.click(await screen.findByRole("option", { name: "Revision 2" }));
    expect(
      screen.getByText("Changes from Revision 1 to Revision 2"),
    ).toBeInTheDocument();
    const changed = screen.getByTestId("diff-body");
    expect(
      [...changed.querySelectorAll("ins, del")].map((e) => e.textContent),
    ).toEqual(["removed: red", "added: brown"]);
    expect(changed).toHaveTextContent("the slow");

    await user.click(
      screen.getByRole("button", { name: "Restore revision 1" }),
    );
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", {
        name: "Restore",
      }),
    );
    expect(
      await screen.findByText("Revision 1 restored.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      callsTo(store, "POST", `/articles/${article.articleId}/restore`).map(
        (c) => c.body,
      ),
    ).toEqual([{ revisionId: uuid(501) }]);
  });

  it("saves a collection's order after an article is moved with its buttons", async () => {
    store = createKnowledgeStore();
    const collection = buildCollection(1, { articleCount: 3 });
    store.collections = [collection];
    store.articles = [1, 2, 3].map((n) =>
      buildArticle(n, {
        articleCollectionId: collection.articleCollectionId,
        collectionPosition: n - 1,
      }),
    );
    const user = userEvent.setup();
    open(
      pagePath(pages.collectionEdit.path, {
        articleCollectionId: collection.articleCollectionId,
      }),
    );
    await user.click(
      await screen.findByRole("button", { name: "Move Article 1 down" }, LOAD),
    );
    const list = screen.getByRole("list", {
      name: "Articles of the collection, in order",
    });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => within(li).getByText(/^Article/).textContent),
    ).toEqual(["Article 2", "Article 1", "Article 3"]);
    await user.click(screen.getByRole("button", { name: "Save order" }));
    expect(
      await screen.findByText("Order saved.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      callsTo(
        store,
        "POST",
        `/article-collections/${collection.articleCollectionId}/order`,
      ).map((c) => c.body),
    ).toEqual([{ articleIds: [uuid(2), uuid(1), uuid(3)] }]);
  });
});
