import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import { isActiveStatus, type ServiceDetail, type Tag } from "@despacho/domain";
import { useState } from "react";
import { TagPicker } from "@shared/ui/tag-picker";
import { useUpdateService } from "../../../api/update-service";
import { Section } from "./detail-layout";

function TagEditor({ uuid, initial, onDone }: { uuid: string; initial: Tag[]; onDone: () => void }) {
  const [chosen, setChosen] = useState(initial);
  const update = useUpdateService();
  return (
    <Stack spacing={1.5}>
      <TagPicker value={chosen} onChange={setChosen} size="small" />
      <Stack direction="row" spacing={1}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate({ uuid, tags: chosen.map((t) => t.uuid) }, { onSuccess: onDone })}
        >
          Guardar etiquetas
        </Button>
      </Stack>
    </Stack>
  );
}

/** The tags the service carries; editable with change_service until finished or cancelled. */
export function ServiceTags({ service, canChange }: { service: ServiceDetail; canChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const canEdit = canChange && isActiveStatus(service.status) && service.tag_items !== undefined;
  return (
    <Section
      title="Etiquetas"
      action={
        canEdit &&
        !editing && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            Editar etiquetas
          </Button>
        )
      }
    >
      {editing && service.tag_items ? (
        <TagEditor uuid={service.uuid} initial={service.tag_items} onDone={() => setEditing(false)} />
      ) : service.tags.length > 0 ? (
        <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
          {service.tags.map((t) => (
            <Chip key={t} label={t} size="small" />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sin etiquetas
        </Typography>
      )}
    </Section>
  );
}
