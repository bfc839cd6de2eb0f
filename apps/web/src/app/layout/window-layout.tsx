import { Box } from "@mui/material";
import { Outlet } from "react-router";
import { useSession } from "@shared/session/use-session";
import { useRealtime } from "../realtime/use-realtime";
import { useHeadquarterTimeZone } from "./use-headquarter-time-zone";

/** spec §2.2 /mapWindow: a screen in a window of its own, the whole window for it (no menu, toolbar or chat). */
export function WindowLayout() {
  const { headquarter } = useSession();
  useRealtime(headquarter, "staff");
  const timeZone = useHeadquarterTimeZone(headquarter);
  return (
    <Box component="main" sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <Outlet key={timeZone} />
    </Box>
  );
}
