// A local SMTP server that keeps the Message-ID and recipients of everything it accepts.
import { SMTPServer } from "smtp-server";

export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 8192) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? null;
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  // A client killed mid-session resets its connection; that is the point of the crash test.
  server.on("error", () => {});
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}
