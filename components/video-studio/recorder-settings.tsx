import type { CaptureMode, Facing } from "@/lib/browser/video-studio/capture";
import type { RecorderSettings } from "./use-video-recorder";
import { Checkbox } from "@/components/ui/checkbox";

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

type Props = {
  settings: RecorderSettings;
  onChange: (settings: RecorderSettings) => void;
  disabled: boolean;
  screenSupported: boolean;
};

/** Camera or screen, front or back camera (phones), sound on or off; locked while recording. */
export function RecorderSettingsForm({ settings, onChange, disabled, screenSupported }: Props) {
  const set = (change: Partial<RecorderSettings>) => onChange({ ...settings, ...change });
  return (
    <div className="space-y-5">
      <fieldset disabled={disabled} className="space-y-2">
        <legend className="mb-2 font-semibold">Record from</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["camera", "screen"] as CaptureMode[]).map((mode) => (
            <label key={mode} className={optionClass}>
              <input
                type="radio"
                name="capture-mode"
                value={mode}
                checked={settings.mode === mode}
                disabled={mode === "screen" && !screenSupported}
                aria-describedby={mode === "screen" && !screenSupported ? "screen-unavailable" : undefined}
                onChange={() => set({ mode })}
                className="size-4 accent-[var(--primary)]"
              />
              {mode === "camera" ? "Camera" : "Screen"}
            </label>
          ))}
        </div>
        {!screenSupported && (
          <p id="screen-unavailable" className="text-sm text-muted-foreground">
            Screen recording needs a computer: phone and tablet browsers cannot share their screen.
          </p>
        )}
      </fieldset>

      {settings.mode === "camera" && !screenSupported && (
        <fieldset disabled={disabled} className="space-y-2">
          <legend className="mb-2 font-semibold">Camera</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["user", "environment"] as Facing[]).map((facing) => (
              <label key={facing} className={optionClass}>
                <input
                  type="radio"
                  name="camera-facing"
                  value={facing}
                  checked={settings.facing === facing}
                  onChange={() => set({ facing })}
                  className="size-4 accent-[var(--primary)]"
                />
                {facing === "user" ? "Front" : "Back"}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div>
        <label className={`${optionClass} justify-between`}>
          <span>
            <span id="audio-label" className="block font-semibold">
              Audio
            </span>
            <span id="audio-hint" className="block text-sm text-muted-foreground">
              {settings.mode === "screen" ? "Your microphone, plus the tab's or system's sound where the browser offers it" : "Your microphone"}
            </span>
          </span>
          <Checkbox
            role="switch"
            aria-labelledby="audio-label"
            aria-describedby="audio-hint"
            checked={settings.audio}
            disabled={disabled}
            onChange={(event) => set({ audio: event.target.checked })}
          />
        </label>
      </div>
    </div>
  );
}
