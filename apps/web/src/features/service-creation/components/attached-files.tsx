import AttachFileIcon from "@mui/icons-material/AttachFile";
import { Box, Button, Chip, FormHelperText, Stack, Typography } from "@mui/material";
import { formatMegabytes, uploadSizeRefusal } from "@despacho/domain";
import { useId, useState } from "react";

interface AttachedFilesProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Bytes; spec §5 default 2.5 MB from settings.allowed_cases_to_attach_files_and_limits. */
  maxSize: number;
}

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,application/pdf";

/** Files travel after the service exists (PATCH /services/{id}/attach-file/). */
export function AttachedFiles({ files, onChange, maxSize }: AttachedFilesProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);

  const add = (list: FileList | null) => {
    if (!list) return;
    const accepted: File[] = [];
    let refused: string | null = null;
    for (const file of Array.from(list)) {
      const tooLarge = uploadSizeRefusal(file.size, maxSize);
      if (tooLarge) refused = tooLarge;
      else if (!files.some((f) => f.name === file.name && f.size === file.size)) accepted.push(file);
    }
    setError(refused);
    onChange([...files, ...accepted]);
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Archivos adjuntos
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<AttachFileIcon />}>
          Adjuntar archivos
          <input
            id={inputId}
            hidden
            type="file"
            multiple
            accept={ACCEPT}
            data-testid="attach-files-input"
            onChange={(e) => {
              add(e.target.files);
              e.target.value = "";
            }}
          />
        </Button>
        {files.map((file) => (
          <Chip
            key={`${file.name}-${file.size}`}
            label={file.name}
            size="small"
            onDelete={() => onChange(files.filter((f) => f !== file))}
            sx={{ maxWidth: 240 }}
          />
        ))}
      </Stack>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : (
        <FormHelperText>Imágenes o PDF de hasta {formatMegabytes(maxSize)} MB</FormHelperText>
      )}
    </Box>
  );
}
