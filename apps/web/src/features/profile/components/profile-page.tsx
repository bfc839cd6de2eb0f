import { Card, CardContent, Divider, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useCurrentUser } from "@shared/session/use-current-user";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { PageHeader } from "@shared/ui/page-header";
import { ChangePasswordForm } from "./change-password-form";
import { EmailVerification } from "./email-verification";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileImageUpload } from "./profile-image-upload";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  if (!user.data) return <DelayedLoader />;
  return (
    <>
      <PageHeader title="Mi Perfil" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent sx={{ py: 4 }}>
              <ProfileImageUpload user={user.data} />
              <Divider sx={{ my: 3 }} />
              <EmailVerification user={user.data} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Section title="Datos personales">
            <ProfileDetailsForm user={user.data} />
          </Section>
          <Section title="Cambiar contraseña">
            <ChangePasswordForm />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
