/**
 * The workspaces module's server part beyond its entities (issue 24): the board's drop,
 * POST /tasks/{taskId}/move (./taskMove.ts). Listed in server/modules/index.ts.
 */
import { workspacesModule } from "../../domain/modules/workspaces";
import { defineServerModule } from "../modules/defineServerModule";
import { taskMoveRoutes } from "./taskMove";

export const workspacesServerModule = defineServerModule({
  name: workspacesModule.name,
  routes: [taskMoveRoutes],
});
