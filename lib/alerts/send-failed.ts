import "server-only";
// A send the outbox could not make, with the service's answer when it gave one ("410 Gone",
// "400 Bad Request"): the push and alert errors extend it, and lib/delivery/drain.ts records the
// answer on the outbox row.
export class SendFailed extends Error {
  constructor(
    message: string,
    readonly answer: string | null = null,
  ) {
    super(message);
  }
}
