import { Secret, TOTP } from "otpauth";

/** The code an authenticator app holding this manual key shows at `timestamp` (spaces in the key ignored). */
export function totpCode(manualKey: string, timestamp = Date.now()): string {
  const secret = Secret.fromBase32(manualKey.replace(/\s/g, ""));
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret }).generate({ timestamp });
}

export const TOTP_STEP_MS = 30_000;
