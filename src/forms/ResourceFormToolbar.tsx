import { DeleteButton, SaveButton, Toolbar } from "react-admin";

/**
 * Save, and on an existing record an undoable delete. Edits are pessimistic (only then do the
 * server's field errors come back to the form), and the stock delete would inherit that mode and
 * ask for confirmation; deletes are undoable everywhere instead, like the lists' bulk deletes.
 */
export function ResourceFormToolbar() {
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      <DeleteButton mutationMode="undoable" />
    </Toolbar>
  );
}
