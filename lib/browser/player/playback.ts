// Pure player arithmetic: queue wrap-around, skipping, volume steps and time labels.
// No DOM here, so every rule of the spec (section 9) is unit-tested.

/** Seconds moved by the skip buttons and the Media Session's seek actions. */
export const SKIP_SECONDS = 10;
/** The volume slider's step (volume runs 0 to 1). */
export const VOLUME_STEP = 0.1;

/** The track after `index`, back to the first after the last; -1 for an empty queue. */
export function nextIndex(index: number, length: number): number {
  if (length <= 0) return -1;
  if (!Number.isInteger(index) || index < 0 || index >= length) return 0;
  return (index + 1) % length;
}

/** The track before `index`, round to the last from the first; -1 for an empty queue. */
export function previousIndex(index: number, length: number): number {
  if (length <= 0) return -1;
  if (!Number.isInteger(index) || index < 0 || index >= length) return length - 1;
  return (index - 1 + length) % length;
}

/** A volume on the slider's scale: 0 to 1 in steps of 0.1; anything unreadable is full volume. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return Number.isNaN(volume) ? 1 : volume > 0 ? 1 : 0;
  const stepped = Math.round(volume * 10) / 10; // tenths: multiplying keeps 0.35 at 3.5
  return Math.min(1, Math.max(0, stepped));
}

/** The volume one step up (+1) or down (-1) from `volume`. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return clampVolume(clampVolume(volume) + direction * VOLUME_STEP);
}

/** A position in the track, kept between 0 and the duration (when the duration is known). */
export function clampTime(time: number, duration: number): number {
  const position = Number.isFinite(time) ? Math.max(0, time) : 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(position, duration) : position;
}

/** Where a skip of `delta` seconds lands. */
export function skipTime(current: number, delta: number, duration: number): number {
  return clampTime((Number.isFinite(current) ? current : 0) + delta, duration);
}

/** m:ss (h:mm:ss past an hour); unknown or negative times read 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

/** The seek bar's spoken value: "0:12 of 3:05". */
export function positionText(current: number, duration: number): string {
  return `${formatTime(current)} of ${formatTime(duration)}`;
}

/** The length to show: the stored one, or the file's own once the stored one is 0. */
export function displayDuration(stored: number, fromFile?: number): number {
  if (stored > 0) return stored;
  return fromFile !== undefined && Number.isFinite(fromFile) && fromFile > 0 ? fromFile : 0;
}
