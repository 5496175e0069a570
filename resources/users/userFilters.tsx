import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { ROLE_CODES } from "../../domain/privileges";
import { roleCodeLabelKey } from "../../src/session/roleLabel";

/** Users list filters: free text (q → searchTerm) and one role (roleCode). */
export function useUserFilters() {
  const translate = useTranslate();
  const roleChoices = ROLE_CODES.map((code) => ({
    id: code,
    name: translate(roleCodeLabelKey(code)),
  }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="roleCode"
      source="roleCode"
      choices={roleChoices}
      translateChoice={false}
      alwaysOn
    />,
  ];
}
