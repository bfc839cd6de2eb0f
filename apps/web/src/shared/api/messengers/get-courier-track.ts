import { MESSENGERS_PAGE_SIZE, messengerLocationsPageSchema, messengerTrackSchema } from "@despacho/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type TrackRange, trackRangeQuery } from "@shared/couriers/track-range";
import { apiRequest } from "../api-client";

/** The courier's route over the range for the map and its playback (GET /users/messengers/{id}/track/). */
export function useCourierTrack(messenger: string, range: TrackRange) {
  return useQuery({
    queryKey: ["messengers", messenger, "track", range],
    queryFn: ({ signal }) =>
      apiRequest(`/users/messengers/${messenger}/track/`, messengerTrackSchema, { query: trackRangeQuery(range), signal }),
  });
}

/** spec §2.4 tracking dialog: the range's points 10 a page, newest first (sort "-1"). */
export function useCourierLocations(messenger: string, range: TrackRange, page: number) {
  return useQuery({
    queryKey: ["messengers", messenger, "locations", range, page],
    queryFn: ({ signal }) =>
      apiRequest(`/users/messengers/${messenger}/locations/`, messengerLocationsPageSchema, {
        query: { ...trackRangeQuery(range), sort: "-1", limit: MESSENGERS_PAGE_SIZE, offset: page * MESSENGERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
