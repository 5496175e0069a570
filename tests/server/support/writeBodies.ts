/**
 * A valid write body for every writable entity, as a given caller would send it (the object-property
 * test, tests/server/property-level.test.ts, adds hostile fields to these). An entity without a
 * builder here fails that test: a new entity adds one line.
 */
import { randomBytes } from "node:crypto";
import { dayIn } from "../../../domain/zonedTime";
import type { RoleCode } from "../../../domain/privileges";
import type { Headers } from "./api";
import { as, post } from "./api";
import { buildDriver, driverBody } from "./driverFactories";
import { buildFacility, buildUser } from "./factories";
import {
  facilityBody,
  facilityUserBody,
  insuranceProviderBody,
} from "./facilityFactories";
import { buildPatient, patientBody, tripPriceBody } from "./patientFactories";
import type { TestApp } from "./testApp";
import {
  buildTrip,
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  insertTrip,
} from "./tripFactories";
import {
  buildVehicle,
  buildVehicleDocument,
  uniquePlate,
  uniqueVin,
} from "./vehicleFactories";
import {
  discussions,
  documents,
  invoices,
  tripDocuments,
} from "../../../server/db/schema";
import { enableDiscussions } from "./discussionFactories";
import { documentRow, enableDocuments } from "./documentFactories";
import { enableKnowledge } from "./knowledgeFactories";
import { insertSupportRequest } from "./supportFactories";
import { attributeBody, buildChoiceAttribute } from "./attributeFactories";
import {
  enableWorkspaces,
  insertMember,
  insertWorkspace,
  workspaceCode,
} from "./workspaceFactories";
import { buildServiceOrganization } from "./serviceFactories";

export interface WriteCaller {
  role: RoleCode;
  headers: Headers;
  userId: string;
  /** The caller's own facility (facility staff) and driver record (drivers). */
  facilityId: string | null;
  driverId: string | null;
  /** A patient the caller may book for. */
  patientId: string;
  /** A workspace the caller owns (issue 24): its tasks and members are the caller's to write. */
  workspaceId: string;
  /** A thread of that workspace (issue 25): the caller may post in it. */
  discussionId: string;
  /** A free-standing document the caller owns (issue 26): its metadata is theirs to change. */
  documentId: string;
  /** A support request the caller filed (issue 28): they may reply to it. */
  supportRequestId: string;
}

/** Records outside every scoped caller's reach. */
export interface Elsewhere {
  facilityId: string;
  driverId: string;
  vehicleId: string;
  userId: string;
  patientId: string;
  tripId: string;
  tripDocumentId: string;
  vehicleDocumentId: string;
  /** An invoice of the away facility (invoices are created by generate; the upsert edits one). */
  invoiceId: string;
  /** A choice attribute (issue 28): the attribute the values' bodies add to. */
  choiceAttributeId: string;
  /** A service organisation (issue 28): the one the service users' bodies belong to. */
  serviceOrganizationId: string;
}

export interface WriteWorld {
  callers: WriteCaller[];
  elsewhere: Elsewhere;
}

const unique = () => randomBytes(4).toString("hex");

export async function buildWriteWorld(t: TestApp): Promise<WriteWorld> {
  await enableWorkspaces(t.db);
  await enableDiscussions(t.db);
  await enableDocuments(t.db);
  await enableKnowledge(t.db);
  const home = await buildFacility(t.db);
  const away = await buildFacility(t.db);
  const homePatient = (await buildPatient(t.db, { facilityId: home.id })).id;
  const callers: WriteCaller[] = [];
  for (const role of [
    "systemadmin",
    "dataadmin",
    "facilityadmin",
    "nurse",
    "driver",
    "customer",
  ] as const) {
    const staff = role === "facilityadmin" || role === "nurse";
    const { user, headers } = await as(
      t,
      role,
      staff ? { facilityId: home.id } : {},
    );
    const driverId =
      role === "driver"
        ? (await buildDriver(t.db, { userId: user.id })).id
        : null;
    let patientId = homePatient;
    if (role === "customer") {
      // A customer books for the patients they created.
      const res = await post(t, "/api/patients", patientBody(), headers);
      patientId = res.json().data.patientId;
    }
    const workspace = await insertWorkspace(t.db, { ownerId: user.id });
    await insertMember(t.db, workspace.id, user.id, "owner");
    const [thread] = await t.db
      .insert(discussions)
      .values({
        title: "A thread",
        modelType: "workspace",
        modelId: workspace.id,
        createdById: user.id,
      })
      .returning();
    const [document] = await t.db
      .insert(documents)
      .values(documentRow({ ownerUserId: user.id }))
      .returning();
    callers.push({
      role,
      headers,
      userId: user.id,
      facilityId: staff ? home.id : null,
      driverId,
      patientId,
      workspaceId: workspace.id,
      discussionId: thread.id,
      documentId: document.id,
      supportRequestId: (
        await insertSupportRequest(t.db, { requesterUserId: user.id })
      ).id,
    });
  }
  const awayPatient = await buildPatient(t.db, { facilityId: away.id });
  const awayDriver = await buildDriver(t.db);
  const vehicle = await buildVehicle(t.db);
  const awayTrip = await insertTrip(t.db, {
    facilityId: away.id,
    patientId: awayPatient.id,
  });
  const [doc] = await t.db
    .insert(tripDocuments)
    .values({
      tripId: awayTrip.id,
      documentType: "receipt",
      fileName: "receipt.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      storageKey: unique(),
    })
    .returning();
  return {
    callers,
    elsewhere: {
      facilityId: away.id,
      driverId: awayDriver.id,
      vehicleId: vehicle.id,
      userId: (await buildUser(t.db, { role: "nurse", facilityId: away.id }))
        .id,
      patientId: awayPatient.id,
      tripId: awayTrip.id,
      tripDocumentId: doc.id,
      vehicleDocumentId: (await buildVehicleDocument(t.db, vehicle.id)).id,
      choiceAttributeId: (await buildChoiceAttribute(t.db, {})).attribute.id,
      serviceOrganizationId: (await buildServiceOrganization(t.db)).id,
      invoiceId: (
        await t.db
          .insert(invoices)
          .values({
            invoiceNumber: `INV-${unique()}`,
            facilityId: away.id,
            billedToName: away.name,
            periodFrom: "2026-03-01",
            periodTo: "2026-03-31",
          })
          .returning()
      )[0].id,
    },
  };
}

type Body = Record<string, unknown>;
type Builder = (caller: WriteCaller, elsewhere: Elsewhere) => Body;

const ownDriver = (c: WriteCaller, e: Elsewhere) => c.driverId ?? e.driverId;
let priceDay = 0;

/** A body the caller may send to create a record (or, for documents, update one: they are uploaded). */
export const WRITE_BODIES: Readonly<Record<string, Builder>> = {
  "/patients": (c) =>
    patientBody(c.facilityId ? { facilityId: c.facilityId } : {}),
  "/trips": (c) => buildTrip({ patientId: c.patientId }),
  "/facility-users": (c, e) => facilityUserBody(c.facilityId ?? e.facilityId),
  "/users": () => ({
    email: `u-${unique()}@example.test`,
    firstName: "Uma",
    lastName: "User",
    roles: [{ roleCode: "customer" }],
  }),
  "/drivers": () => driverBody(),
  "/facilities": () => facilityBody(),
  // The caller's own workspace: in every caller's reach (a second write renames the same bookmark).
  "/notifications/system": () => ({
    message: "A system notice.",
    notificationSystemType: "info",
  }),
  "/bookmarks": (c) => ({
    name: "My workspace",
    modelType: "workspace",
    modelId: c.workspaceId,
  }),
  "/features": () => ({
    code: `feature-${unique()}`,
    title: "A feature",
    active: false,
  }),
  "/insurance-providers": () => insuranceProviderBody(),
  // Pending: a completed one would make the next write of the same trip a 409 (already paid).
  "/payment-records": (_c, e) => ({
    tripId: e.tripId,
    amountCents: 1250,
    method: "cash",
    status: "pending",
  }),
  // Each price list its own day: two on one day are a conflict.
  "/trip-prices": () =>
    tripPriceBody({
      effectiveFrom: `2031-01-${String(++priceDay).padStart(2, "0")}`,
    }),
  "/vehicles": () => ({
    licensePlate: uniquePlate(),
    vin: uniqueVin(),
    make: "Honda",
    model: "Odyssey",
    year: 2021,
    capacity: 6,
    wheelchairAccessible: true,
    stretcherCapable: false,
    status: "active",
  }),
  "/standing-orders": (c) => ({
    patientId: c.patientId,
    weekdays: [1, 3, 5],
    startDate: dayIn(new Date(), "America/New_York"),
    pickUpTime: "06:30",
    pickUpAddress: HOME_ADDRESS,
    dropOffAddress: CLINIC_ADDRESS,
  }),
  "/drivers/online-status-records": (c, e) => ({
    driverId: ownDriver(c, e),
    latitude: 39.96,
    longitude: -82.99,
    onlineStatus: true,
  }),
  "/drivers/influence-status-records": (c, e) => ({
    driverId: ownDriver(c, e),
    latitude: 39.96,
    longitude: -82.99,
    underTheInfluenceStatus: false,
  }),
  "/trips/documents": (_c, e) => ({
    tripDocumentId: e.tripDocumentId,
    documentType: "receipt",
    fileName: "receipt.pdf",
  }),
  "/invoices": (_c, e) => ({
    invoiceId: e.invoiceId,
    dueOn: "2031-01-31",
    reviewStatus: "approved",
  }),
  "/workspaces": () => ({
    workspaceName: "A workspace",
    workspaceCode: workspaceCode("PL"),
  }),
  // The same pair again is an update of that membership.
  "/workspace-members": (c, e) => ({
    workspaceId: c.workspaceId,
    memberId: e.userId,
    workspaceRole: "viewer",
  }),
  "/tasks": (c) => ({ workspaceId: c.workspaceId, title: "A task" }),
  "/discussions": (c) => ({
    title: "A thread",
    modelType: "workspace",
    modelId: c.workspaceId,
  }),
  "/discussion-posts": (c) => ({
    discussionId: c.discussionId,
    body: "<p>A post</p>",
  }),
  "/documents": (c) => ({ documentId: c.documentId, title: "A document" }),
  // Knowledge (issue 27): administrators write; a published article and a collection of its own.
  "/articles": () => ({
    title: "An article",
    summary: "A summary",
    body: "<p>Some text</p>",
    status: "published",
  }),
  "/article-collections": () => ({
    name: "A collection",
    code: `C${unique().toUpperCase()}`,
  }),
  // Support (issue 28): anyone files a request, and replies to their own.
  "/support-requests": () => ({
    subject: "The trip list is empty",
    category: "booking",
    description: "<p>Since this morning.</p>",
  }),
  "/support-replies": (c) => ({
    supportRequestId: c.supportRequestId,
    body: "<p>A reply</p>",
  }),
  // Attributes (issue 28): a definition, and a value of a choice attribute.
  "/attributes": () => attributeBody(),
  "/service-organizations": () => ({
    name: `Broker ${unique()}`,
    kind: "broker",
  }),
  "/service-users": (_c, e) => ({
    serviceOrganizationId: e.serviceOrganizationId,
    name: "Trip intake",
    roleCode: "dataadmin",
  }),
  "/attribute-values": (_c, e) => ({
    attributeId: e.choiceAttributeId,
    value: `v-${unique()}`,
    label: "A value",
  }),
  "/vehicles/documents": (_c, e) => ({
    vehicleDocumentId: e.vehicleDocumentId,
    documentType: "registration",
    fileName: "registration.pdf",
  }),
};
