import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { BUSINESS_IMAGE_REMINDER, ROUTES } from "@despacho/domain";
import { Link } from "react-router";
import { useCurrentUser } from "@shared/session/use-current-user";

/** spec §2.3: while a business has no image, a toolbar icon reminds it and leads to /business-info. */
export function BusinessImageReminder() {
  const user = useCurrentUser();
  const business = user.data?.business;
  if (!business || business.image_url) return null;
  return (
    <Tooltip title={BUSINESS_IMAGE_REMINDER}>
      <IconButton component={Link} to={ROUTES.businessInfo.path} aria-label={BUSINESS_IMAGE_REMINDER} color="warning">
        <Badge variant="dot" color="warning">
          <AddPhotoAlternateOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
