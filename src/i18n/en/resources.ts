/**
 * English messages of the react-admin resources. react-admin builds its keys from the resource name
 * (resources.<name>.*), so each declared module (domain/modules) with a client folder gets the
 * messages of its resources/<folder>/messages.ts under its name. Spec toasts (§8) are kept word for
 * word in those files.
 */
import { CLIENT_MODULES } from "../../../domain/modules/registry";

type Messages = Record<string, unknown>;

/** Each resource folder's messages, read eagerly: they are small and every screen needs them. */
const FOLDER_MESSAGES = import.meta.glob<Messages>(
  "../../../resources/*/messages.ts",
  { eager: true, import: "messages" },
);

export const resourcesMessages = {
  resources: Object.fromEntries(
    CLIENT_MODULES.map((m) => [
      m.name,
      FOLDER_MESSAGES[`../../../resources/${m.folder}/messages.ts`] ?? {},
    ]),
  ),
};
