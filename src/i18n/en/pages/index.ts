/**
 * English messages of the custom pages (custom-pages/*), under the `pages` namespace, one file per page.
 * Spec strings (§2, §8) are kept word for word.
 */
import { checkoutMessages } from "./checkout";
import { commonMessages, rolesMessages, validationMessages } from "./common";
import { contactMessages } from "./contact";
import { credentialsMessages } from "./credentials";
import { dispatchMessages } from "./dispatch";
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
    checkout: checkoutMessages,
    resetOnly: resetOnlyMessages,
    home: homeMessages,
    profile: profileMessages,
    credentials: credentialsMessages,
    twoFactor: twoFactorMessages,
    enrolOnly: enrolOnlyMessages,
    userProfile: userProfileMessages,
    dispatch: dispatchMessages,
    roles: rolesMessages,
  },
} as const;
