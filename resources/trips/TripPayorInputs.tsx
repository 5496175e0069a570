import { useEffect } from "react";
import {
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { PAYOR_TYPES } from "../../domain/schemas/trip";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { InputRow, SectionHeading } from "../../src/widgets/FormSection";
import { bookingKey } from "./tripFormModel";
import { useChosenPatient } from "./TripPatientInput";

const PAYOR_CHOICES = PAYOR_TYPES.map((id) => ({
  id,
  name: bookingKey(`payorTypes.${id}`),
}));

const field = (name: string) => bookingKey(`fields.${name}`);

/**
 * Who pays: a private payor's name and contact, or the insurer and policy (filled from the
 * patient's insurance when they have one), or the facility (nothing more to ask).
 */
export function TripPayorInputs() {
  const translate = useTranslate();
  const payorType = useWatch({ name: "payorType" }) as string;
  useInsurancePrefill(payorType);
  return (
    <>
      <SectionHeading title={bookingKey("sections.payor")} />
      <RadioButtonGroupInput
        source="payorType"
        label={field("payorType")}
        choices={PAYOR_CHOICES}
      />
      {payorType === "private" && (
        <>
          <TextInput
            source="privatePayorName"
            label={field("privatePayorName")}
            fullWidth
          />
          <InputRow>
            <TextInput
              source="privatePayorPhoneNumber"
              label={field("privatePayorPhoneNumber")}
              type="tel"
              fullWidth
            />
            <TextInput
              source="privatePayorEmail"
              label={field("privatePayorEmail")}
              type="email"
              fullWidth
            />
          </InputRow>
        </>
      )}
      {payorType === "insurance" && (
        <InputRow>
          <ReferenceInput
            source="insuranceProviderId"
            reference={insuranceProvidersModule.name}
            sort={{ field: "name", order: "ASC" }}
          >
            <SelectInput
              optionText="name"
              label={field("insuranceProviderId")}
              parse={parseOptionalId}
              emptyText={translate(bookingKey("values.none"))}
              fullWidth
            />
          </ReferenceInput>
          <TextInput
            source="insurancePolicyId"
            label={field("insurancePolicyId")}
            fullWidth
          />
        </InputRow>
      )}
    </>
  );
}

/** Insurance chosen for a patient with a policy on file: take it, unless one is already typed. */
function useInsurancePrefill(payorType: string) {
  const { getValues, setValue } = useFormContext();
  const patient = useChosenPatient();
  useEffect(() => {
    if (payorType !== "insurance" || !patient?.insuranceProviderId) return;
    if (getValues("insuranceProviderId") || getValues("insurancePolicyId"))
      return;
    setValue("insuranceProviderId", patient.insuranceProviderId, {
      shouldDirty: true,
    });
    setValue("insurancePolicyId", patient.insurancePolicyId ?? "", {
      shouldDirty: true,
    });
  }, [payorType, patient, getValues, setValue]);
}
