import { useCallback, useMemo } from "react";
import type { SyntheticEvent } from "react";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import type { RaRecord } from "react-admin";
import {
  CreateBase,
  Form,
  SaveButton,
  useCreateSuggestionContext,
  useNotify,
  useTranslate,
} from "react-admin";
import { patientsModule } from "../../domain/modules/patients";
import { patientUpsertSchema } from "../../domain/schemas/patient";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeForm } from "../../src/widgets/attributes/useAttributeForm";
import { PatientInputs } from "../../src/widgets/patients/PatientInputs";
import { patientDefaults } from "../../src/widgets/patients/patientDefaults";
import { bookingKey } from "./tripFormModel";

/** "Rosa Parks" typed in the look-up becomes the first and last name of the new patient. */
function namesFrom(filter: string | undefined) {
  const words = (filter ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { lastName: words[0] };
  return {
    firstName: words.slice(0, -1).join(" "),
    lastName: words[words.length - 1],
  };
}

const resolver = schemaResolver(patientUpsertSchema);

/** The Create context's save, with server field errors shown next to the patient inputs. */
function PatientDialogForm({
  record,
  withFacility,
  onCancel,
}: {
  record: object;
  withFacility: boolean;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const onSubmit = useSaveWithFieldErrors();
  // A required patient attribute is asked here too, or the server would refuse the new patient.
  const { resolver: withAttributes } = useAttributeForm("patient");
  const checked = useMemo(() => withAttributes(resolver), [withAttributes]);
  return (
    <Form record={record} resolver={checked} onSubmit={onSubmit} noValidate>
      <DialogContent dividers>
        <PatientInputs withFacility={withFacility} />
        <AttributeInputs entityType="patient" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          {translate(bookingKey("patient.cancel"))}
        </Button>
        <SaveButton label={bookingKey("patient.save")} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/**
 * The look-up's "add a new patient" dialog: the patients resource's own inputs and schema, created
 * through the patients resource (so its scoping and checks apply), then chosen in the trip form.
 */
export function CreatePatientDialog({
  facilityId,
  withFacility,
}: {
  facilityId: string | null;
  withFacility: boolean;
}) {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const record = useMemo(
    () => ({ ...patientDefaults(facilityId), ...namesFrom(filter) }),
    [facilityId, filter],
  );
  const onSuccess = useCallback(
    (patient: RaRecord) => {
      notify(patientsModule.key("notifications.created"), { type: "info" });
      onCreate(patient);
    },
    [notify, onCreate],
  );
  // The dialog is a portal in the DOM but a child of the trip form in React, whose synthetic
  // submit events bubble through it: stop them here so saving the patient never submits the trip.
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="create-patient-title"
    >
      <DialogTitle id="create-patient-title">
        {translate(bookingKey("patient.dialogTitle"))}
      </DialogTitle>
      <Box onSubmit={stop}>
        <CreateBase
          resource={patientsModule.name}
          redirect={false}
          mutationOptions={{ onSuccess }}
        >
          <PatientDialogForm
            record={record}
            withFacility={withFacility}
            onCancel={onCancel}
          />
        </CreateBase>
      </Box>
    </Dialog>
  );
}
