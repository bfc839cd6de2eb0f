import { Box, Typography } from "@mui/material";
import { AFFILIATION_STATUS_LABELS, type MessengerRow } from "@despacho/domain";
import { formatDateTime } from "@shared/format/date";
import { DetailSection } from "./detail-section";

/** spec §3 Messenger and the §5 collaborator fields, as the headquarter knows them. */
export function CourierData({ courier }: { courier: MessengerRow }) {
  const rows: [string, string][] = [
    ["Usuario", courier.username ?? "—"],
    ["Documento (NUIP)", courier.nuip ?? "—"],
    ["Teléfono", courier.phone_number ?? "—"],
    ["Correo", courier.email ?? "—"],
    ["Dirección", courier.address ?? "—"],
    ["Afiliación", AFFILIATION_STATUS_LABELS[courier.affiliation_status]],
    ["Afiliado desde", courier.affiliated_at ? formatDateTime(courier.affiliated_at) : "—"],
  ];
  if (courier.disaffiliated_at) rows.push(["Desafiliado el", formatDateTime(courier.disaffiliated_at)]);
  return (
    <DetailSection title="Datos">
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(120px, auto) 1fr", columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}
