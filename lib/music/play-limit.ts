import "server-only";
// Plays counted per address and track: replaying a song a few times counts, a loop does not.
// Shared by every server when REDIS_URL is set.
import { SharedWindowCounter } from "@/lib/redis/shared-window-counter";

export const PLAYS_PER_ADDRESS_AND_TRACK = 3;
const plays = new SharedWindowCounter("plays", PLAYS_PER_ADDRESS_AND_TRACK, 10 * 60_000);

export const overPlayLimit = (address: string, trackId: number, now = Date.now()) => plays.over(`${address} ${trackId}`, now);
