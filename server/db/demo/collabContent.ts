/**
 * What the collaboration demo says (./collab.ts writes it): the threads and their posts, the
 * notifications between the demo accounts, the maintenance banner and the bookmarks. Records are
 * named by kind ("trip": the care home's pick-up driven by the demo driver, "patient": its patient,
 * "workspace": the discharge planning); "{mention}" in a post is where it mentions `mentions`.
 */
import type { RoleCode } from "../../../domain/privileges";
import { ROLES as R } from "../../../domain/privileges";

export type DemoRecord = "trip" | "patient" | "workspace";

export interface DemoThread {
  title: string;
  about: DemoRecord;
  posts: {
    author: RoleCode;
    /** Minutes before the seeding moment. */
    minutesAgo: number;
    html: string;
    mentions?: RoleCode;
  }[];
}

export const MENTION_SLOT = "{mention}";

export const DEMO_THREADS: readonly DemoThread[] = [
  {
    title: "Room change for the pick-up",
    about: "trip",
    posts: [
      {
        author: R.nurse,
        minutesAgo: 95,
        html: `<p>The patient moved to <strong>room 412</strong>. ${MENTION_SLOT}, please use the east entrance.</p>`,
        mentions: R.driver,
      },
      {
        author: R.driver,
        minutesAgo: 80,
        html: "<p>Thanks, noted. I will be there ten minutes early.</p>",
      },
    ],
  },
  {
    title: "Wheelchair and oxygen",
    about: "patient",
    posts: [
      {
        author: R.nurse,
        minutesAgo: 300,
        html: "<p>Needs a <em>wheelchair van</em> and a portable oxygen tank:</p><ul><li>2 L/min</li><li>a tank for 3 hours</li></ul>",
      },
      {
        author: R.dataadmin,
        minutesAgo: 240,
        html: '<p>Booked accordingly. The supplier: <a href="https://example.com/oxygen">oxygen service</a>.</p>',
      },
    ],
  },
  {
    title: "This week's discharges",
    about: "workspace",
    posts: [
      {
        author: R.facilityadmin,
        minutesAgo: 1440,
        html: "<p>Three discharges planned this week; transport is booked for two of them.</p>",
      },
      {
        author: R.nurse,
        minutesAgo: 1380,
        html: "<p>The third waits for the family to confirm the pick-up time.</p>",
      },
      {
        author: R.dataadmin,
        minutesAgo: 60,
        html: "<p>Family confirmed: Friday at 10 am. I will book it today.</p>",
      },
    ],
  },
];

/** Messages between colleagues (the mention's own notification is written with its post). */
export const DEMO_NOTES: readonly {
  to: RoleCode;
  from: RoleCode;
  title: string;
  message: string;
  about: DemoRecord;
  minutesAgo: number;
  viewed: boolean;
}[] = [
  {
    to: R.nurse,
    from: R.dataadmin,
    title: "Will-call confirmed",
    message: "The return trip is confirmed: call us when the patient is ready.",
    about: "trip",
    minutesAgo: 45,
    viewed: false,
  },
  {
    to: R.nurse,
    from: R.facilityadmin,
    title: "Discharge paperwork",
    message: "The discharge summary is signed.",
    about: "workspace",
    minutesAgo: 600,
    viewed: true,
  },
  {
    to: R.dataadmin,
    from: R.nurse,
    title: "Oxygen supplier",
    message: "Please add the oxygen supplier to the trip notes.",
    about: "patient",
    minutesAgo: 250,
    viewed: true,
  },
  {
    to: R.facilityadmin,
    from: R.dataadmin,
    title: "Friday pick-up",
    message: "The family confirmed Friday at 10 am.",
    about: "workspace",
    minutesAgo: 60,
    viewed: false,
  },
];

/** An info banner for every signed-in user, from the day of seeding for two weeks. */
export const DEMO_BANNER = {
  message:
    "Scheduled maintenance on Sunday from 2:00 to 4:00 am: the portal may be unavailable for a few minutes.",
  notificationSystemType: "info",
  days: 14,
} as const;

/** The nurse's and the dispatcher's (the data admin's) bookmarks. */
export const DEMO_BOOKMARKS: readonly {
  owner: RoleCode;
  name: string;
  about: DemoRecord;
}[] = [
  { owner: R.nurse, name: "Room 412 pick-up", about: "trip" },
  { owner: R.nurse, name: "Discharge planning", about: "workspace" },
  { owner: R.dataadmin, name: "Oxygen patient", about: "patient" },
  { owner: R.dataadmin, name: "Room 412 pick-up", about: "trip" },
];
