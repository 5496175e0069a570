import { Avatar, Card, CardContent, Stack, Typography } from "@mui/material";
import { useGetOne, useTranslate } from "react-admin";
import type { User } from "../../domain/schemas/user";
import { displayName, initials } from "../../domain/users";
import { roleCodeLabelKey } from "../../src/session/roleLabel";
import { facilitiesModule } from "../../domain/modules/facilities";

function Detail({ labelKey, value }: { labelKey: string; value: string }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(labelKey)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </div>
  );
}

/** Read-only view of the signed-in user: avatar initials, name, email, roles and facility. */
export function ProfileCard({ user }: { user: User }) {
  const translate = useTranslate();
  const facilityId = user.facilityUserDetail?.facilityId ?? null;
  // Only facility admins and nurses have a facility, and they may read their own.
  const { data: facility } = useGetOne<{ id: string; facilityName: string }>(
    facilitiesModule.name,
    { id: facilityId ?? "" },
    { enabled: facilityId !== null },
  );
  const roles = user.roles.map((r) =>
    translate(roleCodeLabelKey(r.roleCode), { _: r.roleCode }),
  );
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Avatar sx={{ width: 56, height: 56 }} aria-hidden>
            {initials(user)}
          </Avatar>
          <Typography component="h2" variant="h6">
            {displayName(user)}
          </Typography>
        </Stack>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Detail labelKey="pages.profile.email" value={user.email} />
          <Detail labelKey="pages.profile.roles" value={roles.join(", ")} />
          <Detail
            labelKey="pages.profile.facility"
            value={
              facility?.facilityName ?? translate("pages.profile.noFacility")
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
