import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

/** A local stand-in for a server on the internet (a map style, a geocoder): its base URL and how to close it. */
export async function startFakeHttpServer(listener: RequestListener): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** The address of a port nothing listens on any more. */
export async function closedServerUrl(): Promise<string> {
  const { base, close } = await startFakeHttpServer(() => undefined);
  await close();
  return base;
}
