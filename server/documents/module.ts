/**
 * The document library's server part beyond its entity (issue 26): the daily sweep of stored files
 * no document points to (./orphanSweep.ts), and the demo's files (written once the app is ready,
 * SEED=demo, on an empty library). Listed in server/modules/index.ts.
 */
import fp from "fastify-plugin";
import { documentsModule } from "../../domain/modules/documents";
import { defineServerModule } from "../modules/defineServerModule";
import { seedDemoDocuments } from "./demoDocuments";
import { documentOrphanSweepPlugin } from "./orphanSweep";

const demoDocumentsPlugin = fp(
  async (app) => {
    // Tests seed what they need (and call seedDemoDocuments themselves).
    if (app.config.SEED !== "demo" || app.config.NODE_ENV === "test") return;
    app.addHook("onReady", async () => {
      try {
        const added = await seedDemoDocuments(app);
        if (added > 0) app.log.info({ added }, "demo documents added");
      } catch (err) {
        app.log.warn({ err }, "could not add the demo documents");
      }
    });
  },
  { name: "demoDocuments", dependencies: ["fileStorage"] },
);

export const documentsServerModule = defineServerModule({
  name: documentsModule.name,
  plugins: [
    (app) => app.register(demoDocumentsPlugin),
    (app) => app.register(documentOrphanSweepPlugin),
  ],
});
