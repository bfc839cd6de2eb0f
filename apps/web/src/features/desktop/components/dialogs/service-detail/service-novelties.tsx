import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, IconButton, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { type NoveltyFields, useNoveltyFields, useSaveNoveltyFields } from "../../../api/novelty-fields";
import { Field, Section } from "./detail-layout";

/** The service's novelties (free key/value notes), editable with change_service. */
export function ServiceNovelties({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  return (
    <Section title="Novedades">
      <NoveltyEditor uuid={uuid} canChange={canChange} />
    </Section>
  );
}

function NoveltyEditor({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  const novelty = useNoveltyFields(uuid);
  const save = useSaveNoveltyFields();
  const [draft, setDraft] = useState<[string, string][] | null>(null);
  const rows = draft ?? Object.entries(novelty.data?.fields ?? {});
  if (novelty.isPending) return <DelayedLoader label="Cargando novedades" />;
  if (!draft) {
    return (
      <Box>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin novedades.
          </Typography>
        ) : (
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }}>
            {rows.map(([key, value]) => (
              <Field key={key} label={key} value={value} />
            ))}
          </Box>
        )}
        {canChange && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setDraft(rows.length ? rows : [["", ""]])} sx={{ mt: 1 }}>
            Editar novedades
          </Button>
        )}
      </Box>
    );
  }
  const setRow = (i: number, row: [string, string]) => setDraft(rows.map((r, j) => (j === i ? row : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: NoveltyFields = {};
    for (const [key, value] of rows) if (key.trim()) fields[key.trim()] = value;
    save.mutate({ uuid, fields }, { onSuccess: () => setDraft(null) });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {rows.map(([key, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
        <Box key={i} sx={{ display: "flex", gap: 1, mb: 1, alignItems: "center" }}>
          <TextField
            size="small"
            label="Campo"
            value={key}
            onChange={(e) => setRow(i, [e.target.value, value])}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label="Valor"
            value={value}
            onChange={(e) => setRow(i, [key, e.target.value])}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ flex: 2 }}
          />
          <IconButton aria-label={`Quitar novedad ${key || i + 1}`} onClick={() => setDraft(rows.filter((_, j) => j !== i))}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setDraft([...rows, ["", ""]])} disabled={rows.length >= 20}>
          Agregar campo
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => setDraft(null)} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={save.isPending}>
          Guardar novedades
        </Button>
      </Stack>
    </Box>
  );
}
