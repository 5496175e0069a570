import {
  Card,
  CardContent,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import { tripTimeText } from "../../src/widgets/trips/tripTimes";
import { milestones } from "./managementModel";

const M = tripsModule.key("management");

/** The road's steps with the time each was recorded ("Not yet" for the ones ahead). */
export function TripMilestoneList({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const steps = milestones(trip);
  const active = steps.findIndex((s) => s.at === null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(`${M}.sections.milestones`)}
        </Typography>
        <Stepper
          orientation="vertical"
          activeStep={active === -1 ? steps.length : active}
        >
          {steps.map(({ step, at }) => (
            <Step key={step} completed={at !== null}>
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {at
                      ? tripTimeText(at)
                      : translate(`${M}.milestones.notYet`)}
                  </Typography>
                }
              >
                {translate(`${M}.milestones.${step}`)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
