import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import {
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { LIST_LIMIT_MAX, MESSAGES, type PriorityGroup } from "@despacho/domain";
import { useState } from "react";
import { useBusinessStores } from "@shared/api/business-stores/get-business-stores";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { useCovenants } from "../api/covenants";
import {
  useAddMember,
  useCreatePriorityGroup,
  useDeletePriorityGroup,
  useMovePriorityGroup,
  usePriorityGroups,
  useSetMemberEnabled,
} from "../api/priority-groups";
import { storeLabel } from "./covenant-text";

/** spec §3 priority groups: the order in which a store's accepted covenants serve it; members can be switched off. */
export function PriorityGroupsSection() {
  const stores = useBusinessStores();
  const [chosen, setChosen] = useState<string | null>(null);
  const store = chosen ?? stores.data?.results[0]?.id ?? null;
  const groups = usePriorityGroups(store);
  const create = useCreatePriorityGroup();
  const remove = useDeletePriorityGroup();
  const move = useMovePriorityGroup();
  const [deleting, setDeleting] = useState<PriorityGroup | null>(null);

  return (
    <Stack component="section" aria-label="Grupos de prioridad" spacing={2}>
      <Typography variant="h6" component="h2">
        Grupos de prioridad
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <TextField select label="Tienda" value={store ?? ""} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 240 }}>
          {stores.data?.results.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!store || create.isPending}
          onClick={() => store && create.mutate(store)}
        >
          Crear grupo
        </Button>
      </Stack>
      {stores.data?.count === 0 && <EmptyState title="Aún no tiene tiendas" hint="Agregue una en «Tiendas» para ordenar sus convenios." />}
      <DelayedLoader active={groups.isPending && store !== null} label="Cargando grupos de prioridad" />
      {groups.isError && <LoadError message="No fue posible cargar los grupos de prioridad." onRetry={() => groups.refetch()} />}
      {groups.data?.count === 0 && <EmptyState title="La tienda no tiene grupos de prioridad" hint="Cree uno con «Crear grupo»." />}
      {store &&
        groups.data?.results.map((group, index, all) => (
          <PriorityGroupCard
            key={group.pk}
            group={group}
            store={store}
            onDelete={() => setDeleting(group)}
            onMove={move.isPending ? undefined : (by) => move.mutate({ group: group.pk, priority: group.priority + by })}
            first={index === 0}
            last={index === all.length - 1}
          />
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.priorityGroupDeleteConfirm}
        message={deleting ? `Grupo ${deleting.priority}` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.pk, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}

interface PriorityGroupCardProps {
  group: PriorityGroup;
  store: string;
  onDelete: () => void;
  /** Moves the group one place up (-1) or down (1); absent while a move is under way. */
  onMove: ((by: -1 | 1) => void) | undefined;
  first: boolean;
  last: boolean;
}

function PriorityGroupCard({ group, store, onDelete, onMove, first, last }: PriorityGroupCardProps) {
  const title = `Grupo ${group.priority}`;
  const covenants = useCovenants({ side: "client", status: "accepted", is_active: "true", business_store: store, limit: LIST_LIMIT_MAX });
  const add = useAddMember();
  const toggle = useSetMemberEnabled();
  const [covenant, setCovenant] = useState("");
  const candidates =
    covenants.data?.results.filter((c) => c.business_store.id === store && !group.members.some((m) => m.covenant_id === c.id)) ?? [];

  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Stack direction="row">
            <Tooltip title="Subir prioridad">
              <span>
                <IconButton aria-label={`Subir ${title}`} disabled={first || !onMove} onClick={() => onMove?.(-1)}>
                  <ArrowUpwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Bajar prioridad">
              <span>
                <IconButton aria-label={`Bajar ${title}`} disabled={last || !onMove} onClick={() => onMove?.(1)}>
                  <ArrowDownwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Eliminar grupo">
              <IconButton aria-label={`Eliminar ${title}`} onClick={onDelete}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
        {group.members.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin convenios en este grupo
          </Typography>
        ) : (
          <List dense aria-label={`Miembros del ${title.toLowerCase()}`}>
            {group.members.map((member) => (
              <ListItem
                key={member.pk}
                disableGutters
                secondaryAction={
                  <Switch
                    checked={member.is_enabled_by_store}
                    disabled={toggle.isPending}
                    onChange={(e) => toggle.mutate({ member: member.pk, enabled: e.target.checked })}
                    slotProps={{ input: { "aria-label": `Habilitar ${storeLabel(member.provider_store)}` } }}
                  />
                }
              >
                <ListItemText
                  primary={storeLabel(member.provider_store)}
                  secondary={member.is_enabled_by_store ? "Habilitado" : "Deshabilitado"}
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: "center" } }}>
          <TextField
            select
            size="small"
            label="Convenio aceptado"
            value={candidates.some((c) => c.id === covenant) ? covenant : ""}
            onChange={(e) => setCovenant(e.target.value)}
            sx={{ minWidth: 260 }}
            helperText={candidates.length === 0 ? "No hay convenios aceptados por agregar" : " "}
          >
            {candidates.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {storeLabel(c.provider_store)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            disabled={!candidates.some((c) => c.id === covenant) || add.isPending}
            onClick={() => add.mutate({ group: group.pk, covenant }, { onSuccess: () => setCovenant("") })}
            sx={{ mb: { sm: 2.5 } }}
          >
            Agregar al grupo
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
