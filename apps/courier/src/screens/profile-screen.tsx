import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { clearSession, getSession } from "@despacho/client";
import { AFFILIATION_STATUS_LABELS, type CourierProfile } from "@despacho/domain";
import { courierApi } from "../api";
import { JoinCard } from "../components/join-card";

/** Who the courier is, the headquarters they belong to, their requests, and the way out. */
export function ProfileScreen({ profile }: { profile: CourierProfile | undefined }) {
  if (!profile) return null;
  const logout = async () => {
    await courierApi.logout(getSession().refresh).catch(() => null);
    clearSession();
  };
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {profile.full_name}
        </Typography>
        <Typography>Usuario: {profile.username}</Typography>
        {profile.phone_number && <Typography>Teléfono: {profile.phone_number}</Typography>}
        <Typography>
          Calificación: {profile.rating.toFixed(1)} ({profile.rating_counter})
        </Typography>
      </Paper>
      <section aria-labelledby="affiliations-title">
        <Typography id="affiliations-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Mis sucursales
        </Typography>
        <List>
          {profile.affiliations.map((a) => (
            <ListItem key={a.headquarter} divider>
              <ListItemText primary={a.headquarter_name} secondary={AFFILIATION_STATUS_LABELS[a.status]} />
            </ListItem>
          ))}
        </List>
      </section>
      <JoinCard />
      <Button variant="outlined" color="error" size="large" onClick={() => void logout()}>
        Cerrar sesión
      </Button>
    </Stack>
  );
}
