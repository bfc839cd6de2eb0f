import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import { Avatar, Box, IconButton, Tooltip, Typography } from "@mui/material";
import { MESSAGES, UPLOAD_MAX_BYTES, uploadSizeRefusal, type User } from "@despacho/domain";
import { type ChangeEvent, useId } from "react";
import { notify } from "@shared/ui/toast-store";
import { profileImageForm, useUpdateProfile } from "../api/update-profile";

export function ProfileImageUpload({ user }: { user: User }) {
  const inputId = useId();
  const update = useUpdateProfile();

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const tooLarge = uploadSizeRefusal(file.size, UPLOAD_MAX_BYTES.photo);
    if (tooLarge) return notify.error(tooLarge);
    update.mutate(profileImageForm(file), { onSuccess: () => notify.success(MESSAGES.updated) });
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5 }}>
      <Box sx={{ position: "relative" }}>
        <Avatar src={user.image_url ?? undefined} alt={user.full_name} sx={{ width: 112, height: 112, fontSize: 40 }}>
          {user.first_name.charAt(0)}
        </Avatar>
        <Tooltip title="Cambiar foto">
          <IconButton
            component="label"
            htmlFor={inputId}
            aria-label="Cambiar foto de perfil"
            size="small"
            disabled={update.isPending}
            sx={{
              position: "absolute",
              right: 0,
              bottom: 0,
              bgcolor: "primary.main",
              color: "primary.contrastText",
              "&:hover": { bgcolor: "primary.dark" },
            }}
          >
            <PhotoCameraOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <input id={inputId} type="file" accept="image/*" hidden onChange={upload} data-testid="profile-image-input" />
      <Box sx={{ textAlign: "center" }}>
        <Typography variant="h6" component="p">
          {user.full_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          @{user.username}
          {user.company && ` · ${user.company.name}`}
        </Typography>
        {update.isPending && (
          <Typography variant="caption" color="text.secondary">
            {MESSAGES.wait}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
