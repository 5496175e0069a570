/**
 * English messages of the custom pages (custom-pages/*), under the `pages` namespace, one file per
 * page; a module's pages keep theirs in their folder (custom-pages/<pagesFolder>/messages.ts), found
 * through its declaration. Spec strings (§2, §8) are kept word for word.
 */
import { MODULES } from "../../../../domain/modules/registry";
import { commonMessages, rolesMessages, validationMessages } from "./common";
import { contactMessages } from "./contact";
import { credentialsMessages } from "./credentials";
import { forgotPasswordMessages } from "./forgotPassword";
import { homeMessages } from "./home";
import { landingMessages } from "./landing";
import { profileMessages } from "./profile";
import { resetOnlyMessages } from "./resetOnly";
import { resetPasswordMessages } from "./resetPassword";
import { setupMessages } from "./setup";
import { signInMessages } from "./signIn";
import { signUpMessages } from "./signUp";
import { enrolOnlyMessages, twoFactorMessages } from "./twoFactor";
import { userProfileMessages } from "./userProfile";
import { verifyEmailMessages } from "./verifyEmail";

type Messages = Record<string, unknown>;

/** Each module's page messages, read eagerly like the resources': small, and pages need them. */
const FOLDER_MESSAGES = import.meta.glob<Messages>(
  "../../../../custom-pages/*/messages.ts",
  { eager: true, import: "messages" },
);

/** pages.<pagesFolder>.* of every module that declares custom pages (dispatch, checkout). */
const modulePagesMessages: Readonly<Record<string, Messages>> =
  Object.fromEntries(
    MODULES.flatMap(({ pagesFolder }) => {
      const messages =
        pagesFolder &&
        FOLDER_MESSAGES[`../../../../custom-pages/${pagesFolder}/messages.ts`];
      return messages ? [[pagesFolder, messages]] : [];
    }),
  );

export const pagesMessages = {
  pages: {
    common: commonMessages,
    validation: validationMessages,
    landing: landingMessages,
    signIn: signInMessages,
    signUp: signUpMessages,
    forgotPassword: forgotPasswordMessages,
    resetPassword: resetPasswordMessages,
    setup: setupMessages,
    verifyEmail: verifyEmailMessages,
    contact: contactMessages,
    resetOnly: resetOnlyMessages,
    home: homeMessages,
    profile: profileMessages,
    credentials: credentialsMessages,
    twoFactor: twoFactorMessages,
    enrolOnly: enrolOnlyMessages,
    userProfile: userProfileMessages,
    ...modulePagesMessages,
    roles: rolesMessages,
  },
} as const;
