/**
 * The track's points as trackOf reads them (the JSON array's bytes, ready to be written: encoding and measuring a
 * 183 kB string on every answer cost more than the rest of a remembered track's answer), and how many points the
 * range held when they were read.
 */
export interface TrackPoints {
  pointsJson: Buffer;
  total: number;
  sliceMs: number;
}

/** About 40 sampled tracks of 5,000 points (~183 kB each). */
const TRACK_CACHE_BYTES = 8_000_000;

/**
 * The points of the tracks last read on this node, by courier and range (decision 048). Points are only ever added
 * (a late one may land in a range that ended long ago) and go only with their courier, so a range that holds as many
 * points as when its track was read holds the same ones: a track is reused only when the count read now is the one it
 * was read with. The least recently used are forgotten beyond TRACK_CACHE_BYTES.
 */
export class TrackCache {
  private readonly tracks = new Map<string, TrackPoints>();
  private bytes = 0;

  /** The track remembered for `key` if the range still holds `total` points. */
  get(key: string, total: number): TrackPoints | undefined {
    const track = this.tracks.get(key);
    if (track?.total !== total) return undefined;
    this.tracks.delete(key);
    this.tracks.set(key, track);
    return track;
  }

  set(key: string, track: TrackPoints) {
    this.forget(key);
    this.tracks.set(key, track);
    this.bytes += track.pointsJson.length;
    for (const oldest of this.tracks.keys()) {
      if (this.bytes <= TRACK_CACHE_BYTES) break;
      this.forget(oldest);
    }
  }

  private forget(key: string) {
    const track = this.tracks.get(key);
    if (!track) return;
    this.bytes -= track.pointsJson.length;
    this.tracks.delete(key);
  }
}
