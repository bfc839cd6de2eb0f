import AttachFileIcon from "@mui/icons-material/AttachFile";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Button, IconButton, Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { formatMegabytes, MESSAGES, SERVICE_PERMISSIONS, UPLOAD_MAX_BYTES, uploadSizeRefusal } from "@despacho/domain";
import { useRef, useState } from "react";
import { type ServiceFile, useAttachedFiles } from "@shared/api/service-files/attached-files";
import { formatDateTime } from "@shared/format/date";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { notify } from "@shared/ui/toast-store";
import { useAttachFile } from "../../../api/attach-file";
import { useOpenAttachedFile } from "../../../api/open-attached-file";
import { useRemoveAttachedFile } from "../../../api/remove-attached-file";
import { Section } from "./detail-layout";

/**
 * The service's files, opened through a short-lived address (they are private, decision 021); attaching one more
 * with change_service, removing one with delete_attachedfile.
 */
export function AttachedFiles({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  const files = useAttachedFiles(uuid);
  const attach = useAttachFile();
  const open = useOpenAttachedFile();
  const remove = useRemoveAttachedFile();
  const canRemove = useCan(SERVICE_PERMISSIONS.removeFile);
  const [removing, setRemoving] = useState<ServiceFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    // spec §5: checked before uploading; the server checks again.
    const tooLarge = uploadSizeRefusal(file.size, UPLOAD_MAX_BYTES.serviceFile);
    if (tooLarge) return notify.error(tooLarge);
    attach.mutate({ uuid, file });
  };
  return (
    <Section title="Archivos adjuntos">
      {files.data?.results.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin archivos adjuntos.
        </Typography>
      )}
      <List dense disablePadding>
        {files.data?.results.map((f) => (
          <ListItem
            key={f.uuid}
            disableGutters
            secondaryAction={
              canRemove && (
                <IconButton edge="end" size="small" aria-label={`Eliminar ${f.name}`} onClick={() => setRemoving(f)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={
                <Link component="button" type="button" onClick={() => open.mutate(f.uuid)} sx={{ textAlign: "left" }}>
                  {f.name}
                </Link>
              }
              secondary={`${formatMegabytes(f.size)} MB · ${formatDateTime(f.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      {canChange && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
            aria-label="Archivo a adjuntar"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={attach.isPending}>
            {attach.isPending ? MESSAGES.waitShort : "Adjuntar archivo"}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={MESSAGES.attachedFileDeleteConfirm}
        message={removing?.name}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.uuid, service: uuid }, { onSuccess: () => setRemoving(null) })}
      />
    </Section>
  );
}
