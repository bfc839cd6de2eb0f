import TwoWheelerOutlinedIcon from "@mui/icons-material/TwoWheelerOutlined";
import { Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from "@mui/material";
import type { Motorcycle } from "@despacho/domain";
import { formatDay } from "@shared/format/date";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useCourierMotorcycles } from "../api/get-courier-motorcycles";
import { DetailSection } from "./detail-section";

const describe = (m: Motorcycle) =>
  [m.brand, m.line, m.model, m.color, m.cylindrical ? `${m.cylindrical} cc` : null].filter(Boolean).join(" · ");

const expiries = (m: Motorcycle) =>
  [
    m.insurance_expiration_date && `SOAT hasta ${formatDay(`${m.insurance_expiration_date}T12:00:00Z`)}`,
    m.techno_mechanical_expiration_date && `Tecnomecánica hasta ${formatDay(`${m.techno_mechanical_expiration_date}T12:00:00Z`)}`,
  ]
    .filter(Boolean)
    .join(" · ");

/** spec §3 Motorcycle: the courier's motorcycles, verified first. */
export function CourierMotorcycles({ courierId }: { courierId: string }) {
  const motorcycles = useCourierMotorcycles(courierId);
  return (
    <DetailSection title="Motocicletas">
      {motorcycles.isPending && <DelayedLoader label="Cargando motocicletas" />}
      {motorcycles.isError && <LoadError message="No fue posible cargar las motocicletas." onRetry={() => motorcycles.refetch()} />}
      {motorcycles.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          El colaborador no ha registrado motocicletas.
        </Typography>
      )}
      {Boolean(motorcycles.data?.length) && (
        <List dense disablePadding aria-label="Motocicletas">
          {motorcycles.data?.map((m) => (
            <ListItem key={m.id} disableGutters divider>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <TwoWheelerOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={m.license_plate}
                secondary={[describe(m), expiries(m)].filter(Boolean).join(" — ")}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <Chip
                size="small"
                label={m.verified ? "Verificada" : "Sin verificar"}
                color={m.verified ? "success" : "default"}
                variant={m.verified ? "filled" : "outlined"}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
