/**
 * Knowledge in context (issue 27): POST /articles/in-context answers the published articles the
 * caller may read that are tied to a trip's conditions — the trip named by `tripId` (in the caller's
 * reach, else 404), or the conditions a booking form names before the trip exists. An article
 * matches when it has at least one condition and every kind it names matches: equipment (any of the
 * trip's), booking type, purpose, facility. Required reading for the caller's role comes first.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { tripsModule } from "../../domain/modules/trips";
import type { ArticleEquipment } from "../../domain/schemas/article";
import {
  ARTICLE_CONTEXT_LIMIT,
  articleContextRequestSchema,
  articleContextRowSchema,
} from "../../domain/schemas/article";
import { envelopeSchema } from "../../domain/schemas/search";
import type { AuthUser } from "../auth/authUser";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import { articles, trips } from "../db/schema";
import { notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { canSee } from "../records/registry";
import { articleScope, firstRoleOf } from "./reach";
import { textArray } from "./requiredReading";

type ContextRequest = z.output<typeof articleContextRequestSchema>;

/** What is being driven or booked, each kind as the list an article's condition is matched to. */
interface TripConditions {
  equipment: ArticleEquipment[];
  bookingTypes: string[];
  tripPurposes: string[];
  facilityIds: string[];
}

function conditionsOf(c: {
  wheelchair?: boolean;
  stretcher?: boolean;
  oxygen?: boolean;
  bookingType?: string | null;
  tripPurpose?: string | null;
  facilityId?: string | null;
}): TripConditions {
  const equipment: ArticleEquipment[] = [];
  if (c.wheelchair) equipment.push("wheelchair");
  if (c.stretcher) equipment.push("stretcher");
  if (c.oxygen) equipment.push("oxygen");
  return {
    equipment,
    bookingTypes: c.bookingType ? [c.bookingType] : [],
    tripPurposes: c.tripPurpose ? [c.tripPurpose] : [],
    facilityIds: c.facilityId ? [c.facilityId] : [],
  };
}

/** The trip's conditions, when the caller may see it; 404 for one unknown or out of reach. */
async function tripConditions(
  db: Db,
  user: AuthUser,
  tripId: string,
): Promise<TripConditions> {
  const tripNotFound = () => notFound(`${tripsModule.api.entity} not found.`);
  if ((await canSee(db, user, "trip", tripId)) !== "yes") throw tripNotFound();
  const [trip] = await db
    .select({
      wheelchair: trips.wheelchairTrip,
      stretcher: trips.stretcherTrip,
      oxygen: trips.oxygen,
      bookingType: trips.bookingType,
      tripPurpose: trips.tripPurpose,
      facilityId: trips.facilityId,
    })
    .from(trips)
    .where(eq(trips.id, tripId))
    .limit(1);
  if (!trip) throw tripNotFound();
  return conditionsOf(trip);
}

/** No condition of this kind, or one of the given values (an empty list matches nothing). */
function kindMatches(column: PgColumn, values: SQL | null): SQL {
  const none = sql`cardinality(${column}) = 0`;
  return values ? sql`(${none} or ${column} && ${values})` : none;
}

const uuidArray = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

const listOrNull = (
  values: readonly string[],
  make: (v: readonly string[]) => SQL,
) => (values.length ? make(values) : null);

async function articlesInContext(
  db: Db,
  user: AuthUser,
  conditions: TripConditions,
) {
  const role = firstRoleOf(user);
  const required = role
    ? sql<boolean>`${articles.requiredForRoles} @> ${textArray([role])}`
    : sql<boolean>`false`;
  return db
    .select({
      articleId: articles.id,
      title: articles.title,
      slug: articles.slug,
      summary: articles.summary,
      required,
    })
    .from(articles)
    .where(
      and(
        eq(articles.status, "published"),
        articleScope(user),
        sql`cardinality(${articles.contextEquipment}) + cardinality(${articles.contextBookingTypes}) + cardinality(${articles.contextTripPurposes}) + cardinality(${articles.contextFacilityIds}) > 0`,
        kindMatches(
          articles.contextEquipment,
          listOrNull(conditions.equipment, textArray),
        ),
        kindMatches(
          articles.contextBookingTypes,
          listOrNull(conditions.bookingTypes, textArray),
        ),
        kindMatches(
          articles.contextTripPurposes,
          listOrNull(conditions.tripPurposes, textArray),
        ),
        kindMatches(
          articles.contextFacilityIds,
          listOrNull(conditions.facilityIds, uuidArray),
        ),
      ),
    )
    .orderBy(desc(required), asc(articles.title), asc(articles.id))
    .limit(ARTICLE_CONTEXT_LIMIT);
}

export async function inContextRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${knowledgeModule.api.prefix}/in-context`,
    {
      preParsing: base.authorize(knowledgeModule.access.read),
      schema: {
        body: articleContextRequestSchema,
        response: {
          200: envelopeSchema(z.array(articleContextRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body: ContextRequest = request.body;
      // A trip's page names the trip: its own conditions count, whatever else was sent.
      const conditions = body.tripId
        ? await tripConditions(base.db, user, body.tripId)
        : conditionsOf(body);
      const data = await articlesInContext(base.db, user, conditions);
      return { code: 200, message: "OK", data };
    },
  );
}
