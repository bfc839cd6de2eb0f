import { useSession } from "@shared/session/use-session";
import { AppLayout } from "./app-layout";
import { BareLayout } from "./bare-layout";

/** /not-found and /forbidden are public: inside the shell with a full session, bare otherwise. */
export function StatusLayout() {
  const { access, headquarter } = useSession();
  return access && headquarter ? <AppLayout /> : <BareLayout />;
}
