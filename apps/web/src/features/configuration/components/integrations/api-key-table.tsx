import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { ApiKey } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";

const lastUse = (k: ApiKey) => (k.last_used_at ? formatDateTime(k.last_used_at) : "Nunca");

/** The keys: name, first characters, template, last use, and revoking (a table; one block per key on a phone). */
export function ApiKeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (k: ApiKey) => void }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down("sm"));
  const state = (k: ApiKey) =>
    k.revoked_at ? (
      <Chip size="small" variant="outlined" label="Revocada" />
    ) : (
      <Button size="small" color="error" onClick={() => onRevoke(k)} aria-label={`Revocar clave ${k.name}`}>
        Revocar
      </Button>
    );
  if (narrow)
    return (
      <List aria-label="Claves de API" disablePadding>
        {keys.map((k) => (
          <ListItem key={k.id} divider sx={{ px: 0, display: "block" }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{k.name}</Typography>
              {state(k)}
            </Box>
            <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
              {k.prefix}…
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {k.template_name ?? "—"} · Último uso: {lastUse(k)}
            </Typography>
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Claves de API">
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell>Clave</TableCell>
            <TableCell>Plantilla</TableCell>
            <TableCell>Último uso</TableCell>
            <TableCell align="right">Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((k) => (
            <TableRow key={k.id}>
              <TableCell>{k.name}</TableCell>
              <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{k.prefix}…</TableCell>
              <TableCell>{k.template_name ?? "—"}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{lastUse(k)}</TableCell>
              <TableCell align="right">{state(k)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
