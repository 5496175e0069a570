/**
 * The sign-in routes the auth provider and the HTTP client send people to. They live here, with the
 * providers that redirect, because providers never import src/; src/paths.ts lists them with the
 * other custom pages.
 */
export const SIGN_IN_PATH = "/signin";
export const SESSION_EXPIRED_PATH = "/signin/?sessionexpired=true";
