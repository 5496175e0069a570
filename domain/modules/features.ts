import { FAILURE_PREFIXES } from "../errors";
import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const modifyFeatures = { privileges: [P.modifyFeatures] };

/** Feature toggles (§2: admin/features, create, upsert/:featureId). */
export const featuresModule = defineModule({
  name: "admin/features",
  folder: "features",
  api: {
    prefix: "/features",
    idField: "featureId",
    bodyIdField: "id",
    entity: "Feature",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createFeature,
      update: FAILURE_PREFIXES.updateFeature,
      updateMany: FAILURE_PREFIXES.updateFeature,
    },
  },
  access: { read: modifyFeatures, write: modifyFeatures },
  menu: [
    {
      key: "features",
      group: "systemAdmin",
      position: 3,
      gate: modifyFeatures,
    },
  ],
  routeGates: {
    [`${S}/features`]: modifyFeatures,
    [`${S}/feature`]: modifyFeatures,
  },
});
