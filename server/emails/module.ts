/**
 * The email tools' server part beyond the outbox entity (server/entities/emails.ts): POST
 * /email/send and the resend of a failed email (./routes.ts). Listed in server/modules/index.ts.
 */
import { emailsModule } from "../../domain/modules/emails";
import { defineServerModule } from "../modules/defineServerModule";
import { emailRoutes } from "./routes";

export const emailsServerModule = defineServerModule({
  name: emailsModule.name,
  routes: [emailRoutes],
});
