export type LocalTls = { certFile: string; keyFile: string };
/** The test certificate for 127.0.0.1 and localhost, made with openssl on first use. */
export function localTlsCertificate(): LocalTls;
/** Points NODE_EXTRA_CA_CERTS at a bundle of the machine's extra CAs and the test certificate. */
export function trustLocalTls(): void;
