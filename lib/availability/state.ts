import "server-only";
import type { DayState } from "@/fixed/availability";

/** A day's state from how many bookings and holds it has against the day's capacity. */
export function dayState(taken: number, capacity: number): DayState {
  if (taken >= capacity) return "booked";
  return taken > 0 ? "limited" : "free";
}
