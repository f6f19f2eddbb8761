import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

// zxcvbn-ts's list of about 49,000 passwords most often found in breaches (maintained with the
// zxcvbn-ts estimator). Loaded on the server only: it is far too large for a browser bundle.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is on a list of commonly used passwords. Choose another one.";
