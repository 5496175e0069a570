/**
 * The document library's demo (issue 26): a few real files, so the library, its search inside files
 * and its previews have something to show: a stretcher securement procedure (a PDF) and an on-call
 * rota (a CSV) in the discharge-planning workspace, a consent form (a PDF) on the care home's trip
 * nearest to now, and the booking policy (text), free-standing and shared with the dialysis
 * workspace. The database seed (server/db/seed.ts) cannot write files, so this runs once the app
 * is ready, with SEED=demo, on a library that is still empty.
 */
import { Readable } from "node:stream";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import PDFDocument from "pdfkit";
import { LIBRARY_DOCUMENT_LIMITS } from "../../domain/documentLimits";
import type { Db } from "../db/client";
import {
  documentShares,
  documentVersions,
  documents,
  trips,
  users,
  workspaces,
} from "../db/schema";
import { extractText } from "./textExtraction";

interface DemoFile {
  title: string;
  fileName: string;
  contentType: string;
  tags: string[];
  description: string;
  bytes: () => Promise<Buffer>;
  owner: string;
  record?: "discharge" | "trip";
  sharedWith?: "dialysis";
}

function pdf(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 64 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  pages.forEach(([heading, ...lines], i) => {
    if (i > 0) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(16).text(heading).moveDown();
    doc.font("Helvetica").fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
  });
  doc.end();
  return done;
}

const FILES: DemoFile[] = [
  {
    title: "Stretcher securement procedure",
    fileName: "stretcher-securement.pdf",
    contentType: "application/pdf",
    tags: ["procedure", "stretcher", "safety"],
    description: "<p>Read before every stretcher transport.</p>",
    owner: "dataadmin@example.com",
    record: "discharge",
    bytes: () =>
      pdf([
        [
          "Stretcher securement",
          "Lock the stretcher into the floor mount before the patient is loaded.",
          "Fasten the chest, hip and knee straps; check that two fingers fit under each strap.",
          "Raise both side rails and confirm the head end faces the front of the vehicle.",
        ],
        [
          "During the ride",
          "Check the straps at every stop. Oxygen cylinders travel in the bracket, never on the stretcher.",
          "If the patient reports pain or dizziness, stop safely and call dispatch.",
        ],
      ]),
  },
  {
    title: "On-call rota, December",
    fileName: "on-call-rota.csv",
    contentType: "text/csv",
    tags: ["rota"],
    description: "",
    owner: "facilityadmin@example.com",
    record: "discharge",
    bytes: async () =>
      Buffer.from(
        [
          "date,coordinator,phone,backup",
          "2026-12-01,Nora Nurse,555-0101,Fran Facility",
          "2026-12-02,Fran Facility,555-0102,Nora Nurse",
          "2026-12-03,Nora Nurse,555-0101,Dana Data",
          "2026-12-04,Dana Data,555-0103,Fran Facility",
        ].join("\n") + "\n",
      ),
  },
  {
    title: "Consent to transport",
    fileName: "consent-to-transport.pdf",
    contentType: "application/pdf",
    tags: ["consent"],
    description: "",
    owner: "nurse@example.com",
    record: "trip",
    bytes: () =>
      pdf([
        [
          "Consent to transport",
          "The patient consents to non-emergency medical transport to the destination of this trip.",
          "Signed by the patient's representative at the care home reception.",
        ],
      ]),
  },
  {
    title: "Booking policy",
    fileName: "booking-policy.txt",
    contentType: "text/plain",
    tags: ["policy", "booking"],
    description: "<p>For everyone who books rides.</p>",
    owner: "dataadmin@example.com",
    sharedWith: "dialysis",
    bytes: async () =>
      Buffer.from(
        "Book routine rides at least 24 hours ahead.\n" +
          "Will-call returns are picked up within 60 minutes of the call.\n" +
          "Cancel before the driver leaves for the pick-up to avoid a late-cancellation fee.\n",
      ),
  },
];

/** The records the demo files belong to, or null when the demo data is not there. */
async function demoTargets(db: Db) {
  const accounts = await db
    .select({ id: users.id, email: users.email, facilityId: users.facilityId })
    .from(users);
  const byEmail = new Map(accounts.map((a) => [a.email, a] as const));
  const [discharge] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.code, "DISCHARGE"));
  const [dialysis] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.code, "DIALYSIS"));
  const nurse = byEmail.get("nurse@example.com");
  const [trip] = nurse?.facilityId
    ? await db
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.facilityId, nurse.facilityId)))
        .orderBy(
          asc(sql`abs(extract(epoch from ${trips.pickUpDatetime} - now()))`),
          asc(trips.id),
        )
        .limit(1)
    : [];
  if (!discharge || !dialysis || !trip) return null;
  return { byEmail, discharge, dialysis, trip };
}

/** The demo's lock: several processes started at once on one PostgreSQL seed the files once. */
const DEMO_LOCK = 26_0026;

/** Writes the demo files once; answers how many it added. */
export async function seedDemoDocuments(app: FastifyInstance): Promise<number> {
  return app.db.transaction(async (tx: Db) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(documents);
    if (Number(n) > 0) return 0;
    const targets = await demoTargets(tx);
    if (!targets) return 0;
    for (const file of FILES) await addFile(app, tx, targets, file);
    return FILES.length;
  });
}

type Targets = NonNullable<Awaited<ReturnType<typeof demoTargets>>>;

async function addFile(
  app: FastifyInstance,
  tx: Db,
  targets: Targets,
  file: DemoFile,
): Promise<void> {
  const ownerUserId = targets.byEmail.get(file.owner)?.id ?? null;
  const staged = await app.fileStorage.stage(
    Readable.from(await file.bytes()),
    LIBRARY_DOCUMENT_LIMITS.maxBytes,
  );
  try {
    const textContent = await extractText(staged.localPath, file.contentType);
    // A rolled-back seed leaves this file unreferenced: the orphan sweep removes it a day later.
    const storageKey = await staged.commit();
    const record =
      file.record === "discharge"
        ? { modelType: "workspace", modelId: targets.discharge.id }
        : file.record === "trip"
          ? { modelType: "trip", modelId: targets.trip.id }
          : { modelType: null, modelId: null };
    const values = {
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: staged.sizeBytes,
      sha256: staged.sha256,
      storageKey,
    };
    const [document] = await tx
      .insert(documents)
      .values({
        ...values,
        ...record,
        title: file.title,
        description: file.description,
        tags: file.tags,
        tagText: file.tags.join(" "),
        ownerUserId,
        textContent,
      })
      .returning({ id: documents.id });
    await tx.insert(documentVersions).values({
      ...values,
      documentId: document.id,
      version: 1,
      uploadedByUserId: ownerUserId,
    });
    if (file.sharedWith === "dialysis")
      await tx
        .insert(documentShares)
        .values({ documentId: document.id, workspaceId: targets.dialysis.id });
  } finally {
    await staged.discard();
  }
}
