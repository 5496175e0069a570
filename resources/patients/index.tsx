import type { ResourceDefinition } from "../../src/routing/resourceRoutes";

// Placeholder while the resource is being built.
const resource: ResourceDefinition = {};
export default resource;
