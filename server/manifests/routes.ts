/**
 * Drivers' manifests (issue 10): dispatch publishes a driver's day (POST /manifests/publish) and sees
 * each lane's state (POST /manifests/search, §3's paginated request, the day defaulting to today);
 * the driver reads their published day (POST /manifests/day) and acknowledges it
 * (POST /manifests/{id}/acknowledge). A driver's own driver record is taken from their account, never from the body; another driver's day is 404.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { manifestsApiModule } from "../../domain/modules/dispatch";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import {
  MANIFEST_MESSAGES as MM,
  manifestDayBodySchema,
  manifestDaySchema,
  manifestPublishBodySchema,
  manifestSearchBodySchema,
  manifestSearchRowSchema,
} from "../../domain/schemas/manifest";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
} from "../../domain/schemas/search";
import { pagedAnswer } from "../../domain/schemas/searchPaging";
import { dayIn } from "../../domain/zonedTime";
import { accessNote, recordAccess } from "../activities/access";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { driverManifests, drivers } from "../db/schema";
import { notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyChange } from "../realtime/publish";
import { ROOMS } from "../realtime/rooms";
import { fieldError } from "../trips/writeRules";
import type { ManifestRecord } from "./day";
import { dayItems, readDay, summaryOf } from "./day";

const isDispatch = (user: AuthUser) => hasAnyPrivilege(user, [P.modifyTrips]);

/** The driver record of the caller's account, or null. */
async function ownDriverId(db: Db, user: AuthUser): Promise<string | null> {
  const [own] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.userId, user.userId))
    .limit(1);
  return own?.id ?? null;
}

const announce = (tx: Db, manifest: ManifestRecord) =>
  notifyChange(tx, {
    topic: "manifests",
    ids: [manifest.id],
    rooms: [ROOMS.allTrips, ROOMS.driver(manifest.driverId)],
  });

export async function manifestRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const prefix = manifestsApiModule.api.prefix;
  const zone = () => base.config.TRIP_TIME_ZONE;
  const dayAnswer = envelopeSchema(manifestDaySchema);
  const dispatchOnly = base.authorize({ privileges: [P.modifyTrips] });

  app.post(
    `${prefix}/publish`,
    {
      preParsing: dispatchOnly,
      schema: {
        body: manifestPublishBodySchema,
        response: { 200: dayAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { driverId, serviceDate } = request.body;
      const [driver] = await base.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.id, driverId))
        .limit(1);
      if (!driver) throw fieldError("driverId", MM.unknownDriver);
      await base.db.transaction(async (tx: Db) => {
        const now = new Date();
        const [manifest] = await tx
          .insert(driverManifests)
          .values({
            driverId,
            serviceDate,
            publishedAt: now,
            publishedByUserId: user.userId,
          })
          .onConflictDoUpdate({
            target: [driverManifests.driverId, driverManifests.serviceDate],
            set: { publishedAt: now, publishedByUserId: user.userId },
          })
          .returning();
        await recordActivity(tx, {
          modelType: "manifest",
          modelId: manifest.id,
          action: "published",
          actor: user,
          before: null,
          after: null,
          note: `${serviceDate}`,
        });
        await announce(tx, manifest);
      });
      const { record: _ignored, ...day } = await readDay(
        base.db,
        driverId,
        serviceDate,
        zone(),
        { hideUnpublished: false },
      );
      return { code: 200, message: MM.published, data: day };
    },
  );

  /** Whose day the caller asks for: their own (drivers), or the named one (dispatch). */
  async function dayOwner(
    user: AuthUser,
    named: string | undefined,
  ): Promise<string> {
    const own = await ownDriverId(base.db, user);
    if (isDispatch(user) && named) return named;
    if (!own) throw notFound(MM.noDriver);
    if (named && named !== own) throw notFound(MM.notFound);
    return own;
  }

  app.post(
    `${prefix}/day`,
    {
      preParsing: base.authorize(manifestsApiModule.access.read),
      schema: {
        body: manifestDayBodySchema,
        response: { 200: dayAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { serviceDate, driverId } = request.body;
      const owner = await dayOwner(user, driverId);
      const { record, ...day } = await readDay(
        base.db,
        owner,
        serviceDate,
        zone(),
        { hideUnpublished: !isDispatch(user) },
      );
      // A driver's day names each patient and where they are picked up (issue 21).
      await recordAccess(base.db, request, user, {
        modelType: "manifest",
        modelId: record?.id ?? null,
        action: "read",
        note: accessNote(day.items.length, request.body),
      });
      return { code: 200, message: MM.day, data: day };
    },
  );

  app.post(
    `${prefix}/:id/acknowledge`,
    {
      preParsing: base.authorize({ privileges: [P.startAndStopTrips] }),
      schema: {
        params: idParamsSchema,
        body: z.strictObject({}),
        response: { 200: dayAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const own = await ownDriverId(base.db, user);
      if (!own || !z.uuid().safeParse(id).success) throw notFound(MM.notFound);
      const [manifest] = await base.db
        .select()
        .from(driverManifests)
        .where(
          and(eq(driverManifests.id, id), eq(driverManifests.driverId, own)),
        )
        .limit(1);
      if (!manifest) throw notFound(MM.notFound);
      const items =
        (await dayItems(base.db, [own], manifest.serviceDate, zone())).get(
          own,
        ) ?? [];
      await base.db.transaction(async (tx: Db) => {
        const [updated] = await tx
          .update(driverManifests)
          .set({ acknowledgedAt: new Date(), acknowledgedItems: items })
          .where(eq(driverManifests.id, manifest.id))
          .returning();
        await recordActivity(tx, {
          modelType: "manifest",
          modelId: manifest.id,
          action: "acknowledged",
          actor: user,
          before: null,
          after: null,
          note: `${items.length} trips`,
        });
        await announce(tx, updated);
      });
      const { record: _ignored, ...day } = await readDay(
        base.db,
        own,
        manifest.serviceDate,
        zone(),
        { hideUnpublished: true },
      );
      return { code: 200, message: MM.acknowledged, data: day };
    },
  );

  app.post(
    `${prefix}/search`,
    {
      preParsing: dispatchOnly,
      schema: {
        body: manifestSearchBodySchema,
        response: {
          200: paginatedEnvelopeSchema(manifestSearchRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { pageNumber, pageSize, sortDescending } = request.body;
      const serviceDate = request.body.serviceDate ?? dayIn(new Date(), zone());
      const onDay = eq(driverManifests.serviceDate, serviceDate);
      const order = sortDescending ? desc : asc;
      const [manifests, [{ total }]] = await Promise.all([
        base.db
          .select()
          .from(driverManifests)
          .where(onDay)
          .orderBy(order(driverManifests.publishedAt), asc(driverManifests.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        base.db.select({ total: count() }).from(driverManifests).where(onDay),
      ]);
      const items = await dayItems(
        base.db,
        manifests.map((m) => m.driverId),
        serviceDate,
        zone(),
      );
      const rows = manifests.map((m) => ({
        _id: m.id,
        ...summaryOf(m, items.get(m.driverId) ?? []),
      }));
      return pagedAnswer(MM.day, rows, total, {
        ...request.body,
        sortBy: "publishedAt",
      });
    },
  );
}
