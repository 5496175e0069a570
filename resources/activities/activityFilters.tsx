import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import {
  ACCESS_ACTIONS,
  ACTIVITY_MODEL_TYPES,
} from "../../domain/schemas/activity";
import { usersModule } from "../../domain/modules/users";
import { MODEL_TYPES } from "../../domain/records";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";

const M = "resources.admin/activities";

/** The model types offered: the activity record's own, then every kind of record (domain/records.ts). */
const MODEL_TYPE_CHOICES = [
  ...new Set<string>([...ACTIVITY_MODEL_TYPES, ...MODEL_TYPES]),
];

/** The actions offered in the filter: changes, the access record's, and the most common events. */
const ACTIONS = [
  "created",
  "updated",
  "deleted",
  ...ACCESS_ACTIONS,
  "assigned",
  // A task dropped on the board (issue 24).
  "moved",
];

/**
 * The activity list's filters (§7 search body keys): user, model type, record, action, the access
 * record only, and a date range. Those fixed by the path (admin/activities/:modelType/:modelId) are not offered again.
 */
export function activityFilters(fixed: {
  modelType?: string;
  modelId?: string;
}) {
  return [
    <ReferenceInput
      key="actorUserId"
      source="actorUserId"
      reference={usersModule.name}
      sort={{ field: "lastName", order: "ASC" }}
      alwaysOn
    >
      <AutocompleteInput
        optionText={(u: {
          firstName: string;
          lastName: string;
          email: string;
        }) => `${u.firstName} ${u.lastName} (${u.email})`}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>,
    ...(fixed.modelType
      ? []
      : [
          <SelectInput
            key="modelType"
            source="modelType"
            choices={MODEL_TYPE_CHOICES.map((id) => ({
              id,
              name: `${M}.modelTypes.${id}`,
            }))}
            alwaysOn
          />,
        ]),
    ...(fixed.modelId ? [] : [<TextInput key="modelId" source="modelId" />]),
    <SelectInput
      key="action"
      source="action"
      choices={ACTIONS.map((id) => ({ id, name: `${M}.actions.${id}` }))}
      alwaysOn
    />,
    // Every kind of access at once: reads, searches, exports, downloads and refusals (issue 21).
    <BooleanInput key="accessOnly" source="accessOnly" alwaysOn />,
    <DatePickerInput key="fromDate" source="fromDate" />,
    <DatePickerInput key="toDate" source="toDate" />,
  ];
}
