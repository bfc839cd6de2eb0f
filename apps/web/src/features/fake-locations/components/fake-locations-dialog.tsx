import {
  Avatar,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { type FakeLocationMessenger, MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useFakeLocations } from "../api/get-fake-locations";
import { FakeLocationDetail } from "./fake-location-detail";
import { mapLinkFor, scoreLevel } from "./fake-location-view";

/**
 * spec §2.4 fake-location alert dialog: the table (Imagen, Nombre, Nick, Cant. detecciones, Detalles); 'Detalles'
 * shows the courier's detections, with 'Ir a mapa y cerrar' to the map centred on them.
 */
export function FakeLocationsDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up("sm"));
  const navigate = useNavigate();
  const [selected, setSelected] = useState<FakeLocationMessenger | null>(null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} scroll="paper" aria-labelledby="fake-locations-title">
      <DialogTitle id="fake-locations-title">{selected ? `Detecciones de ${selected.full_name}` : MESSAGES.fakeLocationAlerts}</DialogTitle>
      <DialogContent dividers>
        {selected ? <FakeLocationDetail messenger={selected.id} /> : <CourierTable onDetails={setSelected} />}
      </DialogContent>
      <DialogActions>
        {selected && (
          <Button onClick={() => setSelected(null)} sx={{ mr: "auto" }}>
            Volver
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
        {selected && (
          <Button
            variant="contained"
            onClick={() => {
              onClose();
              navigate(mapLinkFor(selected.id));
            }}
          >
            Ir a mapa y cerrar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

// On a phone the table keeps Nombre (with the nick under it), Cant. detecciones and Detalles.
const wideOnly = { display: { xs: "none", sm: "table-cell" } };
const phoneOnly = { display: { xs: "block", sm: "none" } };

function CourierTable({ onDetails }: { onDetails: (courier: FakeLocationMessenger) => void }) {
  const couriers = useFakeLocations();
  if (couriers.isPending) return <DelayedLoader />;
  if (couriers.isError) return <LoadError message="No se pudieron cargar las alertas" onRetry={() => void couriers.refetch()} />;
  if (couriers.data.length === 0) return <Typography color="text.secondary">{MESSAGES.fakeLocationNone}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Colaboradores con ubicación falsa" sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={wideOnly}>Imagen</TableCell>
            <TableCell>Nombre</TableCell>
            <TableCell sx={wideOnly}>Nick</TableCell>
            <TableCell align="right">Cant. detecciones</TableCell>
            <TableCell>Detalles</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {couriers.data.map((courier) => {
            const level = scoreLevel(courier.score);
            return (
              <TableRow key={courier.id}>
                <TableCell sx={wideOnly}>
                  <Avatar src={courier.image_url ?? undefined} alt={courier.full_name}>
                    {courier.full_name.charAt(0)}
                  </Avatar>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{courier.full_name}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={phoneOnly}>
                    {courier.nickname}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: "wrap" }}>
                    <Chip
                      size="small"
                      label={`Puntaje ${courier.score} · ${level.label}`}
                      sx={{ bgcolor: level.background, color: level.text }}
                    />
                    {courier.open && <Chip size="small" variant="outlined" color="error" label="Abierta" />}
                  </Stack>
                </TableCell>
                <TableCell sx={wideOnly}>{courier.nickname}</TableCell>
                <TableCell align="right">{courier.detections}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onDetails(courier)} aria-label={`Detalles de ${courier.full_name}`}>
                    Detalles
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
