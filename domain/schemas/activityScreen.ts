/**
 * The `screen` a trip's write may carry (issue 21): one of the client's screens (../activityScreens.ts)
 * or nothing; anything else is refused with 422 before the write.
 */
import { z } from "zod";
import { CLIENT_SCREEN_NAMES, SCREEN_MESSAGE } from "../activityScreens";

export const clientScreenSchema = z
  .enum(CLIENT_SCREEN_NAMES, { error: SCREEN_MESSAGE })
  .nullish();
