import AttachFileIcon from "@mui/icons-material/AttachFile";
import { Button, Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { FILE_SIZE_DEFAULT_BYTES, MESSAGES } from "@despacho/domain";
import { useRef } from "react";
import { useAttachedFiles } from "@shared/api/service-files/attached-files";
import { formatDateTime } from "@shared/format/date";
import { notify } from "@shared/ui/toast-store";
import { useAttachFile } from "../../../api/attach-file";
import { Section } from "./detail-layout";

/** The service's files, and attaching one more with change_service. */
export function AttachedFiles({ uuid, canChange }: { uuid: string; canChange: boolean }) {
  const files = useAttachedFiles(uuid);
  const attach = useAttachFile();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    // spec §5: 2.5 MB, checked before uploading; the server checks again.
    if (file.size > FILE_SIZE_DEFAULT_BYTES) {
      notify.error(MESSAGES.fileTooLarge(FILE_SIZE_DEFAULT_BYTES, file.size));
      return;
    }
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
          <ListItem key={f.uuid} disableGutters>
            <ListItemText
              primary={
                <Link href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.name}
                </Link>
              }
              secondary={`${(f.size / 1_048_576).toLocaleString("es-CO", { maximumFractionDigits: 2 })} MB · ${formatDateTime(f.created_at)}`}
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
    </Section>
  );
}
