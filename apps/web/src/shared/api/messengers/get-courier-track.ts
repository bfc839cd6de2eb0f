import { messengerLocationsPageSchema, messengerTrackSchema, PAGE_SIZE } from "@despacho/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type TrackRange, trackRangeQuery } from "@shared/couriers/track-range";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { apiRequest } from "@despacho/client";

/** The courier's route over the range for the map and its playback (GET /users/messengers/{id}/track/). */
export function useCourierTrack(messenger: string, range: TrackRange) {
  // Keyed by the range's instants: the same wall-clock range in another zone is another range.
  const instants = trackRangeQuery(range, useDisplayTimeZone());
  return useQuery({
    queryKey: ["messengers", messenger, "track", instants],
    queryFn: ({ signal }) => apiRequest(`/users/messengers/${messenger}/track/`, messengerTrackSchema, { query: instants, signal }),
  });
}

/** spec §2.4 tracking dialog: the range's points 10 a page, newest first (sort "-1"). */
export function useCourierLocations(messenger: string, range: TrackRange, page: number) {
  const instants = trackRangeQuery(range, useDisplayTimeZone());
  return useQuery({
    queryKey: ["messengers", messenger, "locations", instants, page],
    queryFn: ({ signal }) =>
      apiRequest(`/users/messengers/${messenger}/locations/`, messengerLocationsPageSchema, {
        query: { ...instants, sort: "-1", limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
