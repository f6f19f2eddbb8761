// A self-signed certificate for 127.0.0.1 and localhost, for the local push service the alert
// tests run: the code under test trusts it through NODE_EXTRA_CA_CERTS, as a server would trust a
// real push service's. Made with the machine's openssl once, kept in node_modules/.cache for later
// runs (not os.tmpdir(): each integration run has a TMPDIR of its own).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const CACHE = path.join(import.meta.dirname, "../../node_modules/.cache");
const FOLDER = path.join(CACHE, "band-test-tls");
const MAX_AGE_MS = 20 * 86_400_000;

/** @typedef {{ certFile: string; keyFile: string }} LocalTls */

/** @returns {LocalTls} */
export function localTlsCertificate() {
  const tls = { certFile: path.join(FOLDER, "cert.pem"), keyFile: path.join(FOLDER, "key.pem") };
  if (existsSync(tls.certFile) && Date.now() - statSync(tls.certFile).mtimeMs < MAX_AGE_MS) return tls;
  // Made beside and renamed into place, so processes starting together never read half a file.
  mkdirSync(CACHE, { recursive: true });
  const scratch = mkdtempSync(path.join(CACHE, "band-test-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      path.join(scratch, "key.pem"),
      "-out",
      path.join(scratch, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  rmSync(FOLDER, { recursive: true, force: true });
  try {
    renameSync(scratch, FOLDER);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another process put its own in place
  }
  return tls;
}

/**
 * The NODE_EXTRA_CA_CERTS for processes started from here: the certificate, with whatever extra
 * CAs this machine already had set (one file holds them all). For a test runner's configuration,
 * before it starts its workers.
 */
export function trustLocalTls() {
  const { certFile } = localTlsCertificate();
  const current = process.env.NODE_EXTRA_CA_CERTS;
  if (current === certFile || current?.startsWith(FOLDER)) return;
  const earlier = current && existsSync(current) ? readFileSync(current, "utf8") : "";
  const bundle = path.join(FOLDER, "bundle.pem");
  const partial = `${bundle}.${process.pid}`;
  writeFileSync(partial, `${earlier.trimEnd()}\n${readFileSync(certFile, "utf8")}`);
  renameSync(partial, bundle); // whole, for runners starting side by side
  process.env.NODE_EXTRA_CA_CERTS = bundle;
}
