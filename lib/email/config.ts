import "server-only";
// Mail settings, read on each use so tests and a restarted server pick up changes.

export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL?.trim() || undefined;
}

export function notifyTo(): string | undefined {
  return process.env.NOTIFY_TO?.trim() || undefined;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || notifyTo() || "no-reply@localhost";
}

export function emailConfigured(): boolean {
  return Boolean(smtpUrl() && notifyTo());
}
