import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import { Box, Button, FormHelperText, Typography } from "@mui/material";
import { UPLOAD_MAX_BYTES, uploadSizeRefusal } from "@despacho/domain";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { HeadquarterAvatar } from "./headquarter-avatar";

interface Props {
  name: string;
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

const NOT_AN_IMAGE = "Elija una imagen (PNG, JPEG, WEBP o GIF)";

/** The headquarter's image: the current one, or a preview of the file chosen (checked again by the server). */
export function HeadquarterImageField({ name, currentUrl, file, onChange }: Props) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    const tooLarge = uploadSizeRefusal(chosen.size, UPLOAD_MAX_BYTES.photo);
    if (tooLarge) return setError(tooLarge);
    if (!chosen.type.startsWith("image/")) return setError(NOT_AN_IMAGE);
    setError(null);
    onChange(chosen);
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
      <Box data-testid="headquarter-image-preview">
        <HeadquarterAvatar headquarter={{ name: name || "?", image_url: preview ?? currentUrl }} size={72} />
      </Box>
      <Box>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraOutlinedIcon />}>
          {preview || currentUrl ? "Cambiar imagen" : "Subir imagen"}
        </Button>
        <input id={inputId} type="file" accept="image/*" hidden onChange={choose} data-testid="headquarter-image-input" />
        {file && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
            {file.name}
          </Typography>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Box>
  );
}
