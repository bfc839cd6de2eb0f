import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { clearSession, getSession } from "@despacho/client";
import { AFFILIATION_STATUS_LABELS, type CourierProfile } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { courierApi, QUERY_KEYS } from "../api";
import { JoinCard } from "../components/join-card";
import { Link } from "../router";
import { MotorcycleForm } from "../profile/motorcycle-form";
import { MotorcyclesList } from "../profile/motorcycles-list";
import { ProfileForm } from "../profile/profile-form";

/** Who the courier is, their motorcycles, the headquarters they belong to, their requests, and the way out. */
export function ProfileScreen({ profile, path }: { profile: CourierProfile | undefined; path: string }) {
  const motorcycles = useQuery({ queryKey: QUERY_KEYS.motorcycles, queryFn: courierApi.motorcycles });
  if (!profile) return null;
  if (path === "/perfil/datos") return <ProfileForm profile={profile} />;
  if (path === "/perfil/motocicletas/nueva") return <MotorcycleForm />;
  const editing = /^\/perfil\/motocicletas\/([^/]+)$/.exec(path)?.[1];
  if (editing) {
    const motorcycle = motorcycles.data?.find((m) => m.id === editing && !m.verified);
    if (motorcycle) return <MotorcycleForm key={motorcycle.id} motorcycle={motorcycle} />;
    return motorcycles.isPending ? null : <Alert severity="warning">Esta motocicleta no existe o ya fue verificada.</Alert>;
  }
  const logout = async () => {
    await courierApi.logout(getSession().refresh).catch(() => null);
    clearSession();
  };
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {profile.full_name}
        </Typography>
        <Typography>Usuario: {profile.username}</Typography>
        {profile.nuip && <Typography>Documento: {profile.nuip}</Typography>}
        {profile.phone_number && <Typography>Celular: {profile.phone_number}</Typography>}
        <Typography>Correo: {profile.email}</Typography>
        {profile.address && <Typography>Dirección: {profile.address}</Typography>}
        <Typography>
          Calificación: {profile.rating.toFixed(1)} ({profile.rating_counter})
        </Typography>
        <Button component={Link} to="/perfil/datos" variant="outlined" sx={{ mt: 1.5 }} fullWidth>
          Editar mis datos
        </Button>
      </Paper>
      <MotorcyclesList motorcycles={motorcycles} />
      <section aria-labelledby="affiliations-title">
        <Typography id="affiliations-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Mis sucursales
        </Typography>
        {profile.affiliations.length === 0 && <Typography color="text.secondary">Aún no perteneces a ninguna sucursal.</Typography>}
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
