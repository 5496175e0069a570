/**
 * The driver handbook's second half (./knowledgeDrivers.ts): moving and caring for passengers,
 * the road, and the lift (the draft).
 */
import { ROLES as R } from "../../../domain/privileges";
import type { DemoArticle } from "./knowledgeContent";
import { body, ol, p, ul } from "./knowledgeMarkup";

export const DRIVER_CARE_ARTICLES: readonly DemoArticle[] = [
  {
    title: "Safe transfers and lifting",
    summary:
      "Moving passengers between bed, chair and vehicle without injuring them or yourself.",
    tags: ["transfers", "lifting", "safety"],
    html: body(
      p(
        "Most injuries to passengers and crew happen during transfers, not on the road. Take your time, and ask for help rather than lifting alone.",
      ),
      ol(
        "Ask the passenger how they usually move and what they can do themselves.",
        "Set the brakes on the chair, bed or stretcher before every transfer.",
        "Use a gait belt for a standing pivot; never lift by the arms or under the armpits.",
        "Keep your back straight, bend your knees, and keep the load close.",
        "Move on a count, so everyone moves together.",
      ),
      p(
        "A transfer needing more than one person's help is a two-person transfer: if the booking did not say so, call dispatch before you try.",
      ),
    ),
  },
  {
    title: "Pre-trip vehicle inspection",
    summary: "The checks every driver does before the first trip of the day.",
    tags: ["vehicle", "inspection"],
    audience: [R.driver, R.dataadmin],
    html: body(
      p(
        "Do the walk-around before your first trip and record it in the vehicle log. A vehicle that fails a safety item does not leave the yard.",
      ),
      ul(
        "Tyres, lights, indicators, mirrors and wipers.",
        "Lift or ramp: a full cycle up and down, and its manual release.",
        "All four wheelchair tie-downs and belts present, clean and retracting.",
        "Stretcher mount locks clean and working.",
        "First-aid kit, gloves, wipes, spill kit and fire extinguisher (gauge in the green).",
        "Fuel enough for the day's first run.",
      ),
      p("Report any defect to dispatch straight away, even a small one."),
    ),
  },
  {
    title: "Passengers living with dementia",
    summary:
      "Calm, simple communication, and never leaving a confused passenger alone.",
    tags: ["dementia", "patients", "communication"],
    html: body(
      p(
        "A passenger with dementia may not remember why they are travelling, may want to leave the vehicle, or may become anxious in an unfamiliar place.",
      ),
      ul(
        "Introduce yourself every time, by name, and say where you are going.",
        "Short sentences, one instruction at a time; give them time to answer.",
        "Do not argue or correct: reassure and redirect.",
        "Use the child locks where the vehicle has them, and never leave the passenger alone in the vehicle or at the door.",
        "Hand over to a named person at the destination, never to an empty waiting room.",
      ),
    ),
  },
  {
    title: "Bariatric transports",
    summary:
      "Equipment ratings, crew size and planning for passengers of higher weight.",
    tags: ["bariatric", "equipment", "stretcher"],
    html: body(
      p(
        "Every stretcher, wheelchair, lift and ramp has a rated weight. Exceeding it risks a collapse with the passenger on it.",
      ),
      ul(
        "Check the passenger's weight on the booking against the rating of the equipment you carry.",
        "Bariatric trips are two-crew trips with the bariatric stretcher or chair.",
        "Allow extra time for the transfer, and measure doorways at pick-up if you have doubts.",
      ),
      p(
        "If the weight was not given or looks wrong, call dispatch before the transfer. Treat the passenger with dignity: talk about the equipment, not about them.",
      ),
    ),
  },
  {
    title: "Driving in severe weather",
    summary: "When to slow down, when to wait, and when to cancel a run.",
    tags: ["weather", "driving", "safety"],
    html: body(
      p(
        "No appointment is worth a crash. In ice, snow, heavy rain or fog, slow down and double your following distance.",
      ),
      ul(
        "Clear snow and ice from the whole vehicle, including the roof and the lift.",
        "Salt or sand the path from the door to the vehicle before moving a passenger.",
        "Keep blankets in the vehicle from November to March.",
      ),
      p(
        "If you feel a road is unsafe, stop somewhere safe and call dispatch. Dispatch decides with the facility whether to delay or rebook; you will never be blamed for refusing to drive in conditions you judge unsafe.",
      ),
    ),
  },
  {
    title: "When a passenger becomes unwell on the road",
    summary: "Stop safely, call 911, then dispatch: the order matters.",
    tags: ["medical", "emergency", "patients"],
    html: body(
      ol(
        "Pull over where it is safe and turn on the hazard lights.",
        "Check the passenger: are they awake, breathing normally, bleeding?",
        "Call 911 for anything that looks serious and follow the call-taker's instructions.",
        "Then call dispatch, who tells the facility and the family.",
        "Stay with the passenger until emergency services take over.",
      ),
      p(
        "We are transport, not an ambulance: do not drive an unwell passenger to hospital yourself unless 911 tells you to. Write an incident report the same day.",
      ),
    ),
  },
  {
    title: "Lift and ramp maintenance checklist",
    summary: "The weekly lift check, step by step (being reviewed).",
    tags: ["vehicle", "lift", "maintenance"],
    draft: true,
    html: body(
      p(
        "Draft: the maintenance team is reviewing this list against the manufacturers' manuals.",
      ),
      ol(
        "Clean the platform and the bridge plate.",
        "Check the hydraulic fluid level.",
        "Run the manual pump through a full cycle.",
        "Check the roll-stop and the handrails.",
      ),
    ),
  },
];
