import "server-only";
/** ADMIN_REQUIRE_2FA=1: an admin without two-factor sign-in must enrol before using the panel. */
export function twoFactorRequired(): boolean {
  const value = process.env.ADMIN_REQUIRE_2FA?.trim().toLowerCase();
  return value === "1" || value === "true" || value === "yes";
}
