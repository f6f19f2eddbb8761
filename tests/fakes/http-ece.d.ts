// The part of http_ece (the encrypted-content-encoding library web-push builds on) the fake push
// service uses to decrypt a push as a browser would.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }): Buffer;
}
