const PROBE_TIMEOUT_MS = 3000;

/**
 * Asks a public service once, at start (the map style, the geocoder): null when it answered JSON that `refusal` finds
 * nothing wrong with within the timeout, else why not (no internet, an error status, a captive portal's page).
 */
export async function probePublicService(
  url: string,
  refusal: (body: unknown) => string | null,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "error", headers: { "user-agent": "Despacho" } });
    if (!res.ok) return `HTTP ${res.status}`;
    return refusal(await res.json());
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
