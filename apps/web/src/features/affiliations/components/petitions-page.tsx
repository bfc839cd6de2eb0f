import PersonAddAltIcon from "@mui/icons-material/PersonAddAlt";
import {
  Box,
  Button,
  Pagination,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { PAGE_SIZE, PETITION_INVITE, PETITION_STATUS_LABELS, type PetitionDirection, type PetitionStatus } from "@despacho/domain";
import { useState } from "react";
import { useLocation } from "react-router";
import { formatDateTime } from "@shared/format/date";
import { useCan } from "@shared/permissions/use-roles";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { usePetitions } from "../api/get-petitions";
import { InviteCourierDialog } from "./invite-courier-dialog";
import { PetitionDetailDialog } from "./petition-detail-dialog";
import { PetitionStatusChip } from "./petition-status-chip";
import { kindOf, type PetitionMode, petitionModeOf, petitionTabs } from "./petition-tabs";

const TITLES: Record<PetitionMode, { title: string; subtitle: string }> = {
  history: { title: "Historial de solicitudes", subtitle: "Solicitudes de asociación y desasociación de colaboradores" },
  association: { title: "Solicitudes de asociación", subtitle: "Colaboradores que piden unirse a la sucursal o que la empresa invitó" },
  disassociation: { title: "Solicitudes de desasociación", subtitle: "Colaboradores que piden dejar la sucursal" },
};

const DIRECTIONS: { value: PetitionDirection; label: string }[] = [
  { value: "all", label: "Todas" },
  { value: "sent", label: "Enviadas" },
  { value: "received", label: "Recibidas" },
];

const PAGE = PAGE_SIZE.affiliationRequests;
const hideOnPhone = { display: { xs: "none", md: "table-cell" } };

/** spec §2.2 /request/history, /request/association, /request/disassociation: direction filter, status tabs, 10 per page. */
export function PetitionsPage() {
  const mode = petitionModeOf(useLocation().pathname);
  // The key resets filters and page when the menu switches between the three screens.
  return <PetitionsOfMode key={mode} mode={mode} />;
}

function PetitionsOfMode({ mode }: { mode: PetitionMode }) {
  const canInvite = useCan(PETITION_INVITE);
  const [direction, setDirection] = useState<PetitionDirection>("all");
  const [status, setStatus] = useState<PetitionStatus | "all">("all");
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const petitions = usePetitions({ page, direction, status: status === "all" ? undefined : status, isAssociation: kindOf(mode) });
  const pageCount = Math.ceil((petitions.data?.count ?? 0) / PAGE);
  const { title, subtitle } = TITLES[mode];

  const filter = (change: () => void) => {
    change();
    setPage(0);
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={direction}
              onChange={(_, value: PetitionDirection | null) => value && filter(() => setDirection(value))}
              aria-label="Dirección"
            >
              {DIRECTIONS.map((d) => (
                <ToggleButton key={d.value} value={d.value}>
                  {d.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {canInvite && mode !== "disassociation" && (
              <Button variant="contained" startIcon={<PersonAddAltIcon />} onClick={() => setInviting(true)}>
                Invitar colaborador
              </Button>
            )}
          </>
        }
      />
      <Tabs
        value={status}
        onChange={(_, value: PetitionStatus | "all") => filter(() => setStatus(value))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Estado"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="all" label="Todas" />
        {petitionTabs(mode).map((s) => (
          <Tab key={s} value={s} label={PETITION_STATUS_LABELS[s]} />
        ))}
      </Tabs>
      <DelayedLoader active={petitions.isPending} label="Cargando solicitudes" />
      {petitions.isError && !petitions.data && (
        <LoadError message="No fue posible cargar las solicitudes." onRetry={() => petitions.refetch()} />
      )}
      {petitions.data?.results.length === 0 && (
        <EmptyState title="No hay solicitudes" hint="Cambie el estado o la dirección para ver otras." />
      )}
      {petitions.data && petitions.data.results.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ opacity: petitions.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="small" aria-label={title} aria-busy={petitions.isFetching}>
            <TableHead>
              <TableRow>
                <TableCell>Colaborador</TableCell>
                {mode === "history" && <TableCell sx={hideOnPhone}>Tipo</TableCell>}
                <TableCell sx={hideOnPhone}>Dirección</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell sx={hideOnPhone}>Fecha</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {petitions.data.results.map((p) => (
                <TableRow key={p.id} hover sx={{ cursor: "pointer" }} onClick={() => setOpen(p.id)}>
                  <TableCell>
                    <Button
                      variant="text"
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpen(p.id);
                      }}
                      sx={{ p: 0, minWidth: 0, textAlign: "left", textTransform: "none", justifyContent: "flex-start" }}
                    >
                      {p.messenger.first_name} {p.messenger.last_name}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {p.messenger.username}
                    </Typography>
                  </TableCell>
                  {mode === "history" && <TableCell sx={hideOnPhone}>{p.is_association ? "Asociación" : "Desasociación"}</TableCell>}
                  <TableCell sx={hideOnPhone}>{p.from_headquarter ? "Enviada" : "Recibida"}</TableCell>
                  <TableCell>
                    <PetitionStatusChip status={p.status} />
                  </TableCell>
                  <TableCell sx={hideOnPhone}>{formatDateTime(p.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pageCount > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_, value) => setPage(value - 1)} color="primary" />
        </Box>
      )}
      {open && <PetitionDetailDialog id={open} onClose={() => setOpen(null)} />}
      {inviting && <InviteCourierDialog onClose={() => setInviting(false)} />}
    </>
  );
}
