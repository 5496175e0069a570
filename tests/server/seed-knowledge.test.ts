/**
 * The knowledge demo (issue 27, server/db/demo/knowledge.ts): three collections, 25 published
 * articles and 3 drafts stored as the API stores them (sanitised bodies and their plain text, slugs
 * from the title, version 1 once published, positions in order), a check-in guide per demo
 * facility, exactly two tied to trip conditions and one required for drivers; the demo accounts
 * read them through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../domain/schemas/article";
import {
  activities,
  articleCollections,
  articles,
  facilities,
  users,
} from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import {
  richTextToPlain,
  sanitizeRichText,
} from "../../server/richText/sanitize";
import { headersFor, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await seed(t.db)).toBe(true);
}, 120_000);
afterAll(() => t.close());

const account = async (role: string) =>
  (await t.db.select().from(users)).find(
    (u) => u.email === `${role}@example.com`,
  )!;

describe("the knowledge demo", () => {
  it("holds three collections, 25 published articles and 3 drafts, in order", async () => {
    const collections = await t.db.select().from(articleCollections);
    expect(collections.map((c) => `${c.code} ${c.name}`).sort()).toEqual([
      "DRIVERS Driver handbook",
      "FACILITIES Facility guides",
      "POLICIES Booking policies",
    ]);
    const all = await t.db.select().from(articles);
    const published = all.filter((a) => a.status === "published");
    const drafts = all.filter((a) => a.status === "draft");
    expect(all).toHaveLength(28);
    expect(published).toHaveLength(25);
    expect(drafts).toHaveLength(3);
    for (const a of published) {
      expect(a.version, a.title).toBe(1);
      expect(a.publishedAt, a.title).not.toBeNull();
    }
    for (const a of drafts) {
      expect(a.version, a.title).toBe(0);
      expect(a.publishedAt, a.title).toBeNull();
    }
    expect(new Set(all.map((a) => a.slug)).size).toBe(28);
    for (const c of collections) {
      const positions = all
        .filter((a) => a.collectionId === c.id)
        .map((a) => a.collectionPosition)
        .sort((x, y) => x - y);
      expect(positions.length, c.code).toBeGreaterThan(0);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });

  it("stores every body sanitised, with its plain text, a slug from the title and the admin as author", async () => {
    const admin = await account("systemadmin");
    const all = await t.db.select().from(articles);
    for (const a of all) {
      expect(a.body.length, a.title).toBeGreaterThan(50);
      expect(sanitizeRichText(a.body), a.title).toBe(a.body);
      expect(a.bodyText, a.title).toBe(richTextToPlain(a.body));
      expect(a.slug).toBe(slugify(a.title));
      expect(a.tagText).toBe(a.tags.join(" "));
      expect(a.authorUserId).toBe(admin.id);
    }
    // Real handbook text: several paragraphs, and lists.
    const stretcher = all.find((a) => a.title === "Stretcher securement")!;
    expect(stretcher.body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(stretcher.body).toContain("<ol><li>");
    const created = await t.db.select().from(activities);
    expect(
      created.filter(
        (x) => x.modelType === "article" && x.action === "created",
      ),
    ).toHaveLength(28);
  });

  it("has each demo facility's check-in, two articles in context and one required for drivers", async () => {
    const all = await t.db.select().from(articles);
    const places = await t.db.select().from(facilities);
    for (const f of places)
      expect(all.map((a) => a.title)).toContain(`${f.name} check-in`);
    const riverside = places.find((f) => f.name === "Riverside Care Home")!;
    const inContext = all
      .filter(
        (a) =>
          a.contextEquipment.length +
            a.contextBookingTypes.length +
            a.contextTripPurposes.length +
            a.contextFacilityIds.length >
          0,
      )
      .map((a) => ({
        title: a.title,
        equipment: a.contextEquipment,
        facilityIds: a.contextFacilityIds,
      }))
      .sort((x, y) => x.title.localeCompare(y.title));
    expect(inContext).toEqual([
      {
        title: "Riverside Care Home check-in",
        equipment: [],
        facilityIds: [riverside.id],
      },
      {
        title: "Stretcher securement",
        equipment: ["stretcher"],
        facilityIds: [],
      },
    ]);
    const required = all.filter((a) => a.requiredForRoles.length > 0);
    expect(
      required.map((a) => [a.title, a.status, a.requiredForRoles]),
    ).toEqual([["Infection control in the vehicle", "published", ["driver"]]]);
  });

  it("is read by the demo accounts: the driver's required reading, the nurse's articles in context", async () => {
    const driver = await headersFor(t.app, await account("driver"));
    const mine = await post(t, "/api/articles/required", {}, driver);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      (mine.json().data as { title: string; acknowledged: boolean }[]).map(
        (r) => [r.title, r.acknowledged],
      ),
    ).toEqual([["Infection control in the vehicle", false]]);

    const nurse = await account("nurse");
    const shown = await post(
      t,
      "/api/articles/in-context",
      { stretcher: true, facilityId: nurse.facilityId },
      await headersFor(t.app, nurse),
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(
      (shown.json().data as { title: string }[]).map((r) => r.title),
    ).toEqual(["Riverside Care Home check-in", "Stretcher securement"]);
  });
});
