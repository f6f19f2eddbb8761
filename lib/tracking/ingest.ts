import "server-only";
import { db } from "@/lib/db";
import type { ActionPayload, VisitPayload } from "@/lib/validation/tracking";
import { deviceOf, type DeviceClass } from "./device-class";
import { pruneAnalyticsNowAndThen } from "./retention";

// Tracking events are written in small batches: one transaction (one fsync) for many rows keeps
// ingestion cheap with synchronous=FULL. A batch waits at most FLUSH_DELAY_MS. Callers hand the
// flush to `after()`, so a serverless function stays alive until its rows are written.

const FLUSH_DELAY_MS = 50;
const MAX_BATCH = 500;

type Row = { kind: "visit"; data: Omit<VisitPayload, "ipAddress"> & { deviceClass: DeviceClass; visitedAt: Date } } | { kind: "action"; data: ActionPayload & { createdAt: Date } };

let pending: Row[] = [];
let scheduled: Promise<void> | null = null;
const writing = new Set<Promise<void>>();

async function writeBatch(rows: Row[]): Promise<void> {
  const visits = rows.flatMap((row) => (row.kind === "visit" ? [row.data] : []));
  const actions = rows.flatMap((row) => (row.kind === "action" ? [row.data] : []));
  await db.$transaction([
    ...(visits.length ? [db.websiteTraffic.createMany({ data: visits.map((v) => ({ ...v, createdAt: v.visitedAt })) })] : []),
    ...(actions.length ? [db.websiteAction.createMany({ data: actions })] : []),
  ]);
}

function flushTracking(): Promise<void> {
  const rows = pending;
  pending = [];
  scheduled = null;
  if (rows.length === 0) return Promise.resolve();
  const write = writeBatch(rows)
    .then(() => pruneAnalyticsNowAndThen())
    .catch((error) => {
      // Analytics are not worth failing a request over; the rows are dropped and logged.
      console.debug("tracking batch not written", error);
    })
    .finally(() => writing.delete(write));
  writing.add(write);
  return write;
}

/** Settles once everything queued so far is written (tests, shutdown). */
export async function trackingIdle(): Promise<void> {
  await flushTracking();
  await Promise.all([...writing]);
}

function enqueue(row: Row): Promise<void> {
  pending.push(row);
  if (pending.length >= MAX_BATCH) return flushTracking();
  scheduled ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS)).then(flushTracking);
  return scheduled;
}

/**
 * Queues a visit, classed by device once here so the dashboards never parse User-Agents; the
 * promise settles once it is written. The IP address is never kept.
 */
export function recordVisit(visit: VisitPayload): Promise<void> {
  const { ipAddress: _dropped, ...data } = visit;
  void _dropped;
  return enqueue({ kind: "visit", data: { ...data, deviceClass: deviceOf(data.userAgent), visitedAt: new Date() } });
}

export function recordAction(action: ActionPayload): Promise<void> {
  return enqueue({ kind: "action", data: { ...action, createdAt: new Date() } });
}
