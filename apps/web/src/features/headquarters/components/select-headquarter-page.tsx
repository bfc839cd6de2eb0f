import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import type { Headquarter } from "@despacho/domain";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { setHeadquarter } from "@despacho/client";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { HeadquarterAvatar } from "./headquarter-avatar";

function HeadquarterCard({ headquarter, onSelect }: { headquarter: Headquarter; onSelect: () => void }) {
  return (
    <Card sx={{ height: "100%", transition: "box-shadow .2s, border-color .2s", "&:hover": { borderColor: "primary.main", boxShadow: 4 } }}>
      <CardActionArea onClick={onSelect} data-testid="headquarter-card" data-headquarter={headquarter.uuid} sx={{ height: "100%" }}>
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2, py: 3 }}>
          <HeadquarterAvatar headquarter={headquarter} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {headquarter.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <PlaceOutlinedIcon fontSize="inherit" aria-hidden />
              {headquarter.city.name}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function SelectHeadquarterPage() {
  const headquarters = useActiveHeadquarters();

  // The route guard then sends the user on to the remembered URL, or to "/".
  const select = (uuid: string) => setHeadquarter(uuid);

  return (
    <Box sx={{ width: "100%", maxWidth: 960, mx: "auto", px: 2, py: { xs: 3, sm: 6 } }}>
      <PageHeader title="Selecciona una sucursal" subtitle="Elige la sucursal con la que vas a trabajar" />
      <DelayedLoader active={headquarters.isPending} />
      {headquarters.isError && <Alert severity="error">No fue posible cargar las sucursales.</Alert>}
      {headquarters.data?.length === 0 && (
        <EmptyState title="No tienes sucursales activas" hint="Contacta al administrador de tu empresa." />
      )}
      <Grid container spacing={2}>
        {headquarters.data?.map((hq) => (
          <Grid key={hq.uuid} size={{ xs: 12, sm: 6, md: 4 }}>
            <HeadquarterCard headquarter={hq} onSelect={() => select(hq.uuid)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
