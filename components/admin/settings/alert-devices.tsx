"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminSwrOptions, getJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { currentEndpoint, pushSupport, turnOffAlerts, turnOnAlerts, type PushSupport } from "./push-device";

const noUpdates = () => () => {};

type Device = { id: number; endpoint: string; deviceName: string; createdAt: string };

/** Settings → Alerts: turn alerts on for this phone or computer, and the devices that get them. */
export function AlertDevices() {
  const { data, error, mutate } = useSWR<{ devices: Device[] }>("/api/admin/push/subscriptions", getJson, adminSwrOptions);
  // What this browser can do, known once the page is in it.
  const support = useSyncExternalStore<PushSupport | null>(noUpdates, pushSupport, () => null);
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    currentEndpoint()
      .then(setThisDevice)
      .catch(() => setThisDevice(null));
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      await turnOnAlerts();
      setThisDevice(await currentEndpoint());
      await mutate();
      toast.success("Alerts On", { description: "This device now shows each new enquiry as it arrives." });
    } catch (failure) {
      toast.error("Alerts Not Turned On", { description: failure instanceof Error ? failure.message : "The browser refused." });
    } finally {
      setBusy(false);
    }
  }

  async function remove(device: Device) {
    try {
      await turnOffAlerts(device.endpoint);
      if (device.endpoint === thisDevice) setThisDevice(null);
      await mutate();
      toast.success("Alerts Off", { description: `${device.deviceName} no longer gets alerts.` });
    } catch (failure) {
      toast.error("Not Removed", { description: failure instanceof Error ? failure.message : "Please try again." });
    }
  }

  const onHere = Boolean(thisDevice && data?.devices.some((device) => device.endpoint === thisDevice));
  return (
    <div className="space-y-3">
      <h4 className="text-sm font-medium">Alerts on your phones and computers</h4>
      {support === "needs-home-screen" && (
        <p className="text-sm">
          On an iPhone or iPad (iOS 16.4 or later), first add the panel to the Home Screen: in Safari tap Share, then <strong>Add to Home Screen</strong>. Open the panel from that
          icon and turn alerts on there.
        </p>
      )}
      {support === "unsupported" && <p className="text-sm">This browser cannot show alerts. Use Chrome on Android, or a computer&apos;s Chrome, Edge, Firefox or Safari.</p>}
      {support === "supported" &&
        (onHere ? (
          <p className="text-sm">Alerts are on for this device.</p>
        ) : (
          <Button onClick={turnOn} disabled={busy} className="min-h-11">
            {busy ? "Turning on…" : "Turn on alerts on this device"}
          </Button>
        ))}
      {error && <p className="text-sm text-danger">The devices could not be loaded.</p>}
      {data && data.devices.length === 0 && <p className="text-sm text-muted-foreground">No device gets alerts yet.</p>}
      {data && data.devices.length > 0 && (
        <ul aria-label="Devices that get alerts" className="divide-y divide-border rounded-md border border-border">
          {data.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <strong>{device.deviceName}</strong>
                {device.endpoint === thisDevice && " (this device)"}
                <span className="block text-muted-foreground">since {readableMoment(device.createdAt)}</span>
              </span>
              <Button variant="ghost" className="min-h-11 px-3" onClick={() => remove(device)}>
                Remove<span className="sr-only"> {device.deviceName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
