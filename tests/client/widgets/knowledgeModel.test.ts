/**
 * The knowledge widgets' pure helpers (issue 27): the booking form's conditions as an in-context
 * request, articles grouped by collection, and the links read from the declarations.
 */
import { describe, expect, it } from "vitest";
import {
  articlePath,
  bookingContext,
  collectionPath,
  groupByCollection,
} from "../../../src/widgets/knowledge/knowledgeModel";
import { buildArticle, buildCollection } from "../pages/knowledgeFake";

const FACILITY = "f0000000-0000-4000-8000-000000000001";

describe("bookingContext", () => {
  it("asks nothing for a blank form", () => {
    expect(
      bookingContext({
        wheelchairTrip: false,
        stretcherTrip: false,
        oxygen: false,
        bookingType: "",
        tripPurpose: null,
        facilityId: null,
      }),
    ).toBeNull();
  });

  it("names only the conditions set, and drops values outside the contract", () => {
    expect(
      bookingContext({
        wheelchairTrip: false,
        stretcherTrip: true,
        oxygen: true,
        bookingType: "facility",
        tripPurpose: "dialysis",
        facilityId: FACILITY,
      }),
    ).toEqual({
      stretcher: true,
      oxygen: true,
      bookingType: "facility",
      tripPurpose: "dialysis",
      facilityId: FACILITY,
    });
    expect(
      bookingContext({
        wheelchairTrip: "yes",
        bookingType: "ferry",
        tripPurpose: "picnic",
        facilityId: "not-an-id",
      }),
    ).toBeNull();
  });
});

describe("groupByCollection", () => {
  it("orders collections by name, keeps each one's order, and puts the rest last", () => {
    const b = buildCollection({ name: "Facilities", code: "FAC" });
    const a = buildCollection({ name: "Driving", code: "DRIVING" });
    const empty = buildCollection({ name: "Billing", code: "BILL" });
    const inA1 = buildArticle({
      title: "A1",
      articleCollectionId: a.articleCollectionId,
    });
    const inA2 = buildArticle({
      title: "A2",
      articleCollectionId: a.articleCollectionId,
    });
    const inB = buildArticle({
      title: "B1",
      articleCollectionId: b.articleCollectionId,
    });
    const loose = buildArticle({ title: "Loose", articleCollectionId: null });
    const hidden = buildArticle({
      title: "Unknown collection",
      articleCollectionId: "f0000000-0000-4000-8000-0000000000ff",
    });
    const groups = groupByCollection(
      [inB, inA1, loose, inA2, hidden],
      [b, empty, a],
    );
    expect(
      groups.map((g) => [
        g.collection?.code ?? null,
        g.articles.map((x) => x.title),
      ]),
    ).toEqual([
      ["DRIVING", ["A1", "A2"]],
      ["FAC", ["B1"]],
      [null, ["Loose", "Unknown collection"]],
    ]);
  });
});

describe("knowledge links", () => {
  it("fills the declared paths, encoding their parameters", () => {
    expect(articlePath("stretcher-securement")).toBe(
      "/article/stretcher-securement",
    );
    expect(collectionPath("DRIVING")).toBe("/articles/collection/DRIVING");
    expect(articlePath("a b")).toBe("/article/a%20b");
  });
});
